/**
 * Where uploaded images live, so that every API replica serves every image: PostgreSQL by default (images are
 * small once the server has re-encoded them), or S3-compatible object storage when `S3_BUCKET` is set. An image is
 * named by the SHA-256 of its bytes plus its extension (`<64 hex>.png|jpg`): the name is the content, so it is
 * served with a year-long immutable cache and its hash as the ETag.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config';
import { deleteStoredImage, insertStoredImage, storedImage } from '../data/stored-images';
import type { Db } from '../db';
import { S3ImageStore } from './s3-images';

export type ImageType = 'png' | 'jpeg';

/** A stored image's bytes and content type. */
export type StoredImage = { contentType: string; bytes: Buffer };

/** An image store adapter. */
export interface ImageStore {
  readonly kind: 'database' | 's3';
  /** Stores `bytes` under `hash`; storing the same content twice is harmless. */
  put(hash: string, contentType: string, bytes: Buffer): Promise<void>;
  /** The image, or null when the store has none under `hash`. */
  get(hash: string): Promise<StoredImage | null>;
  /** Removes the image (nothing when absent). */
  remove(hash: string): Promise<void>;
  /** Releases what the store holds open (the S3 client's connections); called when the app closes. */
  close?(): void;
}

/** The name of a stored image: `<sha256>.png` or `<sha256>.jpg`. */
export const STORED_IMAGE_NAME = /^([0-9a-f]{64})\.(png|jpg)$/;

export const contentTypeOf = (type: ImageType) => (type === 'png' ? 'image/png' : 'image/jpeg');

/** The content hash and file name of `bytes`. */
export function imageName(bytes: Buffer, type: ImageType): { hash: string; name: string } {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { hash, name: `${hash}.${type === 'png' ? 'png' : 'jpg'}` };
}

/** The hash and content type a stored image name stands for, or null when it is not such a name. */
export function parseImageName(name: string): { hash: string; contentType: string } | null {
  const m = STORED_IMAGE_NAME.exec(name);
  return m ? { hash: m[1], contentType: m[2] === 'png' ? 'image/png' : 'image/jpeg' } : null;
}

/** The default store: the `stored_images` table of the database every replica shares. */
export class DatabaseImageStore implements ImageStore {
  readonly kind = 'database';
  constructor(private readonly db: Db) {}
  put(hash: string, contentType: string, bytes: Buffer) {
    return insertStoredImage(this.db, hash, contentType, bytes);
  }
  get(hash: string) {
    return storedImage(this.db, hash);
  }
  remove(hash: string) {
    return deleteStoredImage(this.db, hash);
  }
}

/** The configured store: S3 when `config.s3` is set, else the database. */
export function openImageStore(config: Pick<Config, 's3'>, db: Db): ImageStore {
  return config.s3 ? new S3ImageStore(config.s3) : new DatabaseImageStore(db);
}
