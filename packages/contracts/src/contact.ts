/** Contact form: `POST /api/contact` (public, rate-limited). */
import { z } from 'zod';
import { emailSchema, requiredText, text } from './common';

/** `POST /api/contact` body: firstName, lastName, email, info. Answer 201 `{ message }`. */
export const contactRequestSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  info: text({ error: 'inquiryRequired', multiline: true }).trim().min(1, { error: 'inquiryRequired' }).max(5000, { error: 'tooLong' }),
});
/** `POST /api/contact` body. */
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The contact form: the request plus confirmEmail (checked, not sent). */
export const contactFormSchema = contactRequestSchema
  .extend({ confirmEmail: emailSchema })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    error: 'emailsDoNotMatch',
    path: ['confirmEmail'],
    when: (p) => {
      const v = p.value as Record<string, unknown> | undefined;
      return typeof v?.email === 'string' && typeof v?.confirmEmail === 'string';
    },
  });
/** The contact form values. */
export type ContactForm = z.infer<typeof contactFormSchema>;
