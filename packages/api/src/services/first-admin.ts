/**
 * The first admin of a server without demo data: an admin account nobody knows the password of, and a one-time
 * link (the password-reset machinery) with which the operator chooses it. Run by `pnpm --filter @aliento/api
 * admin:create <email>`.
 */
import { randomBytes } from 'node:crypto';
import { emailSchema } from '@aliento/contracts/common';
import { insertAdminUser } from '../data/users';
import type { Db } from '../db';
import { AppError, isUniqueViolation } from '../lib/app-error';
import { hashPassword } from '../lib/passwords';
import { resetLink } from './auth';
import type { ServiceContext } from './context';

/** How long the printed link works: long enough to copy it to a browser on another machine. */
export const FIRST_ADMIN_LINK_HOURS = 24;

/** Creates an admin with an unknowable password and answers the one-time link that sets it. 409 if the e-mail exists. */
export async function createAdmin(
  ctx: { db: Db; config: ServiceContext['config'] },
  input: { email: string; firstName?: string; lastName?: string },
): Promise<{ id: string; link: string }> {
  const email = emailSchema.parse(input.email);
  // random and never shown: the account is usable only once the link sets a password
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertAdminUser(tx, email, unusable, input.firstName?.trim() || 'Admin', input.lastName?.trim() || 'Aliento');
      return { id, link: await resetLink(ctx, tx, id, FIRST_ADMIN_LINK_HOURS * 60) };
    });
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_lower_key')) throw new AppError(409, 'emailInUse', { email: 'emailInUse' });
    throw e;
  }
}
