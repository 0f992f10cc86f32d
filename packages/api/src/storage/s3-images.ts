/**
 * The S3-compatible image store (AWS S3, Cloudflare R2, MinIO...): one object per image under `images/<hash>`,
 * written with its content type and immutable caching so a CDN in front of the bucket may serve it as well.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { ImageStore, StoredImage } from './images';

const key = (hash: string) => `images/${hash}`;

export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // other S3-compatible services address buckets by path; AWS accepts both
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // checksums only where S3 requires them: several S3-compatible services refuse the newer checksum headers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(hash: string, contentType: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key(hash),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(hash: string): Promise<StoredImage | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key(hash) }));
      if (!r.Body) return null;
      return { contentType: r.ContentType ?? 'application/octet-stream', bytes: Buffer.from(await r.Body.transformToByteArray()) };
    } catch (e) {
      const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (e as { name?: string }).name === 'NoSuchKey') return null;
      throw e;
    }
  }

  async remove(hash: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key(hash) }));
  }

  close(): void {
    this.client.destroy();
  }
}
