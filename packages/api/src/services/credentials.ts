/**
 * Changes of what a person signs in with. Changing one's own sign-in e-mail or password needs the current password
 * (checked like a sign-in attempt, so it cannot be used to guess it); an admin changing someone's needs none. After
 * a change the other sessions end, a new e-mail must be verified again, and the old address is told.
 */
import type { ChangePasswordRequest } from '@aliento/contracts/account';
import type { Language } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import type { UpdateProfileRequest, User } from '@aliento/contracts/users';
import { useOpenResetTokensOf } from '../data/account-tokens';
import {
  clearEmailVerified,
  type ContactFields,
  findUserById,
  lockContactFields,
  setPasswordHash,
  updateContactFields,
  type UserRow,
} from '../data/users';
import type { Queryable } from '../db';
import { AppError, isUniqueViolation, notFound } from '../lib/app-error';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { emailChangedMail } from '../mail/account-templates';
import { passwordChangedMail } from '../mail/templates';
import { changesBetween, mainRole, recordAudit } from './audit';
import type { AuthUser, ServiceContext } from './context';
import { sendVerification } from './email-verification';
import { endSessionsOf } from './sessions';
import { attemptFailed, attemptSucceeded, beginAttempt } from './sign-in-guard';
import { CONTACT_KEYS, getUser } from './users';

/** `rosa.diaz@example.com` → `r***@example.com`: enough for the owner to recognize, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 400 on `currentPassword` unless it is the user's password; a wrong one counts as a failed sign-in. */
async function checkCurrentPassword(ctx: ServiceContext, row: UserRow, password: string | undefined, address: string): Promise<void> {
  if (!password) throw new AppError(400, 'validationFailed', { currentPassword: 'currentPasswordRequired' });
  const attempt = await beginAttempt(ctx, row.email, address);
  if (!(await verifyPassword(password, row.password_hash))) {
    await attemptFailed(ctx, attempt, row);
    throw new AppError(400, 'validationFailed', { currentPassword: 'wrongCurrentPassword' });
  }
  await attemptSucceeded(ctx, attempt);
}

/** What changed, for {@link credentialsChanged}. */
export type CredentialChange = {
  user: Pick<UserRow, 'id' | 'first_name' | 'language'>;
  oldEmail: string;
  newEmail: string;
  passwordChanged: boolean;
  /** The session making the change (kept open); none when an admin made it. */
  keepSession?: string;
};

/**
 * Inside the change's transaction: a new e-mail is unverified again (a link goes to it) and the old one is told;
 * the other sessions of the user end. Nothing happens when neither the e-mail nor the password changed.
 */
export async function credentialsChanged(ctx: ServiceContext, tx: Queryable, c: CredentialChange): Promise<void> {
  const emailChanged = !sameEmail(c.oldEmail, c.newEmail);
  if (!emailChanged && !c.passwordChanged) return;
  const { id, first_name: firstName, language } = c.user;
  if (emailChanged) {
    await clearEmailVerified(tx, id);
    const notice = emailChangedMail(language, { firstName, newEmail: maskEmail(c.newEmail) });
    await ctx.mailer.enqueue(tx, { to: c.oldEmail, ...notice, kind: 'email-changed', language });
    await sendVerification(ctx, tx, { id, email: c.newEmail, firstName, language });
  }
  const reason = c.keepSession ? (emailChanged ? 'email-changed' : 'password-changed') : 'admin';
  await endSessionsOf(tx, id, reason, c.keepSession);
}

/**
 * `PUT /api/users/{id}/profile`: names, e-mail and phone. The user changing their own e-mail sends their current
 * password; an admin editing someone else sends none. 409 when the e-mail belongs to someone else.
 */
export async function updateProfile(
  ctx: ServiceContext,
  caller: AuthUser,
  id: string,
  body: UpdateProfileRequest,
  lang: Language,
  address: string,
): Promise<User> {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound('userNotFound');
  const self = caller.id === id;
  if (self && !sameEmail(row.email, body.email)) await checkCurrentPassword(ctx, row, body.currentPassword, address);
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockContactFields(tx, id);
      if (!before) throw notFound('userNotFound');
      await updateContactFields(tx, id, { firstName: body.firstName, lastName: body.lastName, email: body.email, phoneNumber: body.phoneNumber });
      const actor = { id: caller.id, role: mainRole(caller.roles) };
      await recordAudit(tx, {
        actor,
        action: 'profile.updated',
        subjectId: id,
        changes: changesBetween<ContactFields>(before, body, CONTACT_KEYS),
      });
      await credentialsChanged(ctx, tx, {
        user: row,
        oldEmail: row.email,
        newEmail: body.email,
        passwordChanged: false,
        keepSession: self ? caller.sessionId : undefined,
      });
    });
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_lower_key')) throw new AppError(409, 'emailInUse', { email: 'emailInUse' });
    throw e;
  }
  return getUser(ctx, id, lang);
}

/** `PUT /api/users/{id}/password`: the user's own new password, with the current one; other sessions end. */
export async function changePassword(
  ctx: ServiceContext,
  caller: AuthUser,
  body: ChangePasswordRequest,
  lang: Language,
  address: string,
): Promise<string> {
  const row = await findUserById(ctx.db, caller.id);
  if (!row) throw notFound('userNotFound');
  await checkCurrentPassword(ctx, row, body.currentPassword, address);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, row.id, passwordHash);
    // a reset link mailed earlier must not undo this change
    await useOpenResetTokensOf(tx, row.id);
    await credentialsChanged(ctx, tx, { user: row, oldEmail: row.email, newEmail: row.email, passwordChanged: true, keepSession: caller.sessionId });
    await recordAudit(tx, {
      actor: { id: caller.id, role: mainRole(caller.roles) },
      action: 'password.changed',
      subjectId: row.id,
      changes: { password: { redacted: true } },
    });
    const mail = passwordChangedMail(row.language, { firstName: row.first_name });
    await ctx.mailer.enqueue(tx, { to: row.email, ...mail, kind: 'password-changed', language: row.language });
  });
  return translateMessage('passwordChanged', lang);
}
