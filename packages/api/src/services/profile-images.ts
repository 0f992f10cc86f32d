/**
 * Therapist profile images: the bytes decide the type (png/jpeg magic numbers, then a full decode), the image is
 * re-encoded by sharp (which drops EXIF and any trailing payload) and kept in the image store (storage/images.ts)
 * under the hash of its bytes; the previous image is removed once the new name is stored and nobody else uses it.
 * Image files left on disk by earlier versions move into the store on start-up ({@link importDiskImages}).
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { ProfileImageResponse } from '@aliento/contracts/profile-image';
import { imageInUse, renameProfileImages } from '../data/stored-images';
import { profileImageRow, replaceProfileImage, therapistExists } from '../data/therapists';
import type { Db } from '../db';
import { AppError, notFound } from '../lib/app-error';
import { contentTypeOf, imageName, parseImageName, type ImageStore, type StoredImage } from '../storage/images';
import { recordAudit, type AuditActor } from './audit';
import type { ServiceContext } from './context';

/** Longest side kept (larger uploads are scaled down; the front end crops before sending). */
const MAX_SIDE = 1600;
/** Refuse decompression bombs: at most this many pixels are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The folder earlier versions wrote images to (same as `imagesDir` in app.ts, not imported here to keep imports one-way). */
export const profileImagesDir = (dataDir: string) => join(dataDir, 'uploads', 'images');

/** Names the server writes or the seed uses: safe to join to the images folder. */
export const SAFE_IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpe?g)$/;

/** `png`, `jpeg` or null, from the file's first bytes. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** The path of a stored image inside `dir`, or null when the name could escape it. */
export function imagePath(dir: string, name: string): string | null {
  if (!SAFE_IMAGE_NAME.test(name) || basename(name) !== name) return null;
  const root = resolve(dir);
  const path = resolve(root, name);
  return path.startsWith(root + sep) ? path : null;
}

const invalidImage = () => new AppError(400, 'invalidImage', { image: 'invalidImage' });

/** Decodes, auto-rotates, bounds and re-encodes the upload without metadata. */
async function reencode(bytes: Buffer, type: 'png' | 'jpeg'): Promise<Buffer> {
  try {
    const img = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return await (type === 'png' ? img.png({ compressionLevel: 9 }) : img.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    throw invalidImage();
  }
}

/** Removes the stored image `name` unless a therapist still shows it (the same photo may be anyone's). */
async function removeIfUnused(db: Db, store: ImageStore, name: string | null): Promise<void> {
  const parsed = name ? parseImageName(name) : null;
  if (!parsed || (await imageInUse(db, [name!]))) return;
  await store.remove(parsed.hash).catch(() => undefined);
}

/** Stores a new profile image for the therapist `userId` and returns its name (`<sha256>.png|jpg`). */
export async function saveProfileImage(ctx: ServiceContext, actor: AuditActor, userId: string, bytes: Buffer): Promise<ProfileImageResponse> {
  const type = sniffImageType(bytes);
  if (!type) throw invalidImage();
  if (!(await therapistExists(ctx.db, userId))) throw new AppError(403, 'forbidden');
  const output = await reencode(bytes, type);
  const { hash, name } = imageName(output, type);
  await ctx.images.put(hash, contentTypeOf(type), output);
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const replaced = await replaceProfileImage(tx, userId, name);
      if (!replaced) throw notFound();
      await recordAudit(tx, {
        actor,
        action: 'profile_image.updated',
        subjectId: userId,
        changes: { profileImage: { before: replaced.previous, after: name } },
      });
      return replaced.previous;
    });
  } catch (e) {
    await removeIfUnused(ctx.db, ctx.images, name);
    throw e;
  }
  if (previous !== name) await removeIfUnused(ctx.db, ctx.images, previous);
  return { profileImage: name };
}

/** A stored image by its name, or null (not a stored image name, or not in the store). */
export async function readStoredImage(ctx: ServiceContext, name: string): Promise<(StoredImage & { hash: string }) | null> {
  const parsed = parseImageName(name);
  if (!parsed) return null;
  const image = await ctx.images.get(parsed.hash);
  // the extension is part of the name: `<hash>.png` never serves a jpeg
  return image && image.contentType === parsed.contentType ? { ...image, hash: parsed.hash } : null;
}

/**
 * Moves the image files an earlier version wrote to `dataDir/uploads/images` into the store: each is stored under
 * its hash, the therapists showing it are pointed at the new name, then the file is deleted. Idempotent (a file
 * is only deleted once its therapists point at the stored copy), so every start-up may run it. Returns the moves.
 */
export async function importDiskImages(db: Db, store: ImageStore, dataDir: string, log?: FastifyBaseLogger): Promise<number> {
  const dir = profileImagesDir(dataDir);
  const files = await readdir(dir).catch(() => [] as string[]);
  let moved = 0;
  for (const file of files) {
    const path = imagePath(dir, file);
    if (!path) continue;
    const bytes = await readFile(path);
    const type = sniffImageType(bytes);
    if (!type) continue;
    const { hash, name } = imageName(bytes, type);
    await store.put(hash, contentTypeOf(type), bytes);
    const therapists = await renameProfileImages(db, file, name);
    await rm(path, { force: true });
    moved++;
    log?.info({ file, image: name, therapists }, 'image file moved into the image store');
  }
  return moved;
}

/** The therapist's image file name (null when none). Unapproved therapists are visible to themself and admins. */
export async function getProfileImage(ctx: ServiceContext, userId: string, viewer: { id: string; isAdmin: boolean }): Promise<ProfileImageResponse> {
  const row = await profileImageRow(ctx.db, userId);
  if (!row || (!row.approved && !viewer.isAdmin && viewer.id !== userId)) throw notFound();
  return { profileImage: row.profile_image };
}
