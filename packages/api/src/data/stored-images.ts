/** SQL of `stored_images` (the default image store) and of the image names therapists point to. */
import type { Queryable } from '../db';

/** Stores the bytes under their hash; storing the same content again is a no-op. */
export async function insertStoredImage(q: Queryable, hash: string, contentType: string, bytes: Buffer): Promise<void> {
  await q.query('INSERT INTO stored_images (hash, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [
    hash,
    contentType,
    bytes,
  ]);
}

/** The stored image with that hash, or null. */
export async function storedImage(q: Queryable, hash: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const r = await q.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM stored_images WHERE hash = $1', [hash]);
  const row = r.rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

export async function deleteStoredImage(q: Queryable, hash: string): Promise<void> {
  await q.query('DELETE FROM stored_images WHERE hash = $1', [hash]);
}

/** Whether any therapist's image is one of `names`. */
export async function imageInUse(q: Queryable, names: string[]): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM therapists WHERE profile_image = ANY($1::text[]) LIMIT 1', [names]);
  return r.rows.length > 0;
}

/** Points every therapist whose image is `from` at `to` (an image file moved into the store); returns how many. */
export async function renameProfileImages(q: Queryable, from: string, to: string): Promise<number> {
  const r = await q.query('UPDATE therapists SET profile_image = $2, updated_at = now() WHERE profile_image = $1', [from, to]);
  return r.rowCount;
}
