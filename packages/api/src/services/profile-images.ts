/**
 * Therapist profile images: the bytes decide the type (png/jpeg magic numbers, then a full decode), the image is
 * re-encoded by sharp (which drops EXIF and any trailing payload) under a random server-chosen name, and the
 * previous file is removed once the new name is stored.
 */
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { ProfileImageResponse } from '@aliento/contracts/profile-image';
import { profileImageRow, replaceProfileImage, therapistExists } from '../data/therapists';
import { AppError, notFound } from '../lib/app-error';
import { recordAudit, type AuditActor } from './audit';
import type { ServiceContext } from './context';

/** Longest side kept (larger uploads are scaled down; the front end crops before sending). */
const MAX_SIDE = 1600;
/** Refuse decompression bombs: at most this many pixels are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The images folder (same as `imagesDir` in app.ts, which is not imported here to keep imports one-way). */
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

/** Stores a new profile image for the therapist `userId` and returns its file name. */
export async function saveProfileImage(ctx: ServiceContext, actor: AuditActor, userId: string, bytes: Buffer): Promise<ProfileImageResponse> {
  const type = sniffImageType(bytes);
  if (!type) throw invalidImage();
  if (!(await therapistExists(ctx.db, userId))) throw new AppError(403, 'forbidden');
  const output = await reencode(bytes, type);
  const dir = profileImagesDir(ctx.config.dataDir);
  const name = `${randomUUID()}.${type === 'png' ? 'png' : 'jpg'}`;
  const path = join(dir, name);
  await writeFile(path, output, { flag: 'wx' });
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
    await rm(path, { force: true });
    throw e;
  }
  if (previous && previous !== name) {
    const old = imagePath(dir, previous);
    if (old) await rm(old, { force: true }).catch(() => undefined);
  }
  return { profileImage: name };
}

/** The therapist's image file name (null when none). Unapproved therapists are visible to themself and admins. */
export async function getProfileImage(ctx: ServiceContext, userId: string, viewer: { id: string; isAdmin: boolean }): Promise<ProfileImageResponse> {
  const row = await profileImageRow(ctx.db, userId);
  if (!row || (!row.approved && !viewer.isAdmin && viewer.id !== userId)) throw notFound();
  return { profileImage: row.profile_image };
}
