/**
 * Registration: a client (with a free-plan subscription whose free credit waits for the e-mail to be verified,
 * see email-verification.ts) or an unapproved provider, in one transaction. 409 on a taken e-mail.
 */
import type { RegisterRequest, RegisterResponse } from '@aliento/contracts/auth';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import type { Language, Role } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import { insertRegisteredClientProfile } from '../data/client-profiles';
import { insertFreeSubscription } from '../data/subscriptions';
import { insertTherapist } from '../data/therapists';
import { insertUser } from '../data/users';
import { AppError, isUniqueViolation } from '../lib/app-error';
import { hashPassword } from '../lib/passwords';
import { welcomeProviderMail } from '../mail/templates';
import type { ServiceContext } from './context';
import { sendVerification } from './email-verification';

export async function register(ctx: ServiceContext, body: RegisterRequest, lang: Language): Promise<RegisterResponse> {
  const passwordHash = await hashPassword(body.password);
  const roles: Role[] = body.role === 'client' ? ['ROLE_CLIENT'] : ['ROLE_THERAPIST'];
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        roles,
        language: lang,
      });
      if (body.role === 'client') {
        await insertRegisteredClientProfile(tx, userId, body);
        // the free plan without its credit yet: verifying the address adds it (once per mailbox)
        await insertFreeSubscription(tx, userId);
        await sendVerification(ctx, tx, { id: userId, email: body.email, firstName: body.firstName, language: lang }, true);
      } else {
        await insertTherapist(tx, {
          userId,
          gender: body.gender ?? null,
          lgbtq: body.LGBTQ ?? false,
          orientation: body.orientation ?? false,
          countryOfOrigin: body.therapistCountryOfOrigin ?? DEFAULT_COUNTRY,
          specialties: [...new Set(body.selectedSpecialties ?? [])],
          certifications: body.certifications ?? '',
          whatsapp: body.whatsapp,
          facebook: body.facebook ?? '',
          instagram: body.instagram ?? '',
          twitter: body.twitter ?? '',
          linkedin: body.linkedin ?? '',
        });
        const mail = welcomeProviderMail(lang, { firstName: body.firstName });
        await ctx.mailer.enqueue(tx, { to: body.email, ...mail, kind: 'welcome', language: lang });
      }
      return userId;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_lower_key')) throw new AppError(409, 'emailInUse', { email: 'emailInUse' });
    throw e;
  }
  return { message: translateMessage('accountCreated', lang), id, roles, approved: body.role === 'client' };
}
