/**
 * The data folder holds the embedded database, the uploads and the generated signing secret: it is private to the
 * server's user (folders 0700, files 0600), and the server refuses to start on a folder other users can open.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when the data folder is open to other users, or a configured secret is too weak: the server stops. */
export class UnsafeSetupError extends Error {
  override name = 'UnsafeSetupError';
}

/** Shortest signing secret accepted (HS256 wants at least 256 bits; 32 random characters are more). */
export const MIN_SECRET_LENGTH = 32;

/** Folders 0700 and files 0600 under `dir` (symbolic links are left alone, never followed). */
function tighten(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(path).mode & 0o777;
    if (entry.isDirectory()) {
      if (mode !== 0o700) chmodSync(path, 0o700);
      tighten(path);
    } else if (mode & 0o077) {
      chmodSync(path, mode & 0o700);
    }
  }
}

/**
 * Makes the process create private files from now on (umask 077: PGlite's files, uploads, the secret), creates
 * `dir` 0700 when missing, refuses one that other users can read or enter, and takes group and world access off
 * anything inside it that an older version (or another tool) left open.
 */
export function preparePrivateDataDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o077) {
    throw new UnsafeSetupError(
      `The data folder ${dir} can be opened by other users of this machine (mode ${mode.toString(8).padStart(3, '0')}). ` +
        'It holds the database, uploaded photos and the signing secret, so the server will not start with it. ' +
        `Make it private, then start again:  chmod -R go-rwx '${dir}'`,
    );
  }
  tighten(dir);
}

/** Where the generated signing secret is kept. */
export const secretFile = (dataDir: string) => join(dataDir, 'jwt-secret');

/**
 * The HS256 secret: `configured` (JWT_SECRET, never written anywhere), else a random one generated once into
 * `dataDir/jwt-secret` (0600). Created through a private temporary file linked into place, so two processes
 * starting together end up with the same complete secret.
 */
export function signingSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new UnsafeSetupError(`JWT_SECRET is too short: use at least ${MIN_SECRET_LENGTH} random characters (e.g. openssl rand -base64 48).`);
    }
    return configured;
  }
  const file = secretFile(dataDir);
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(tmp);
  }
  if (lstatSync(file).mode & 0o077) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new UnsafeSetupError(`${file} does not hold a usable secret: delete it to generate a new one.`);
  return secret;
}
