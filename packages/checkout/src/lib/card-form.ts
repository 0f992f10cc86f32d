/** The local card form: its schema (built from the contracts' `localCardSchema`) and the mapping to the API body. */
import { z } from 'zod';
import { requiredText } from '@aliento/contracts/common';
import { localCardSchema, type LocalCard } from '@aliento/contracts/payments';

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/;

function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY_PATTERN.exec(value.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/** True when a MM/YY expiry is this month or later. */
function notExpired(value: string, now = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  return expiry.year > now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month >= now.getMonth() + 1);
}

export const cardFormSchema = z.object({
  name: requiredText(100),
  number: requiredText(23).pipe(localCardSchema.shape.number),
  expiry: requiredText(7)
    .regex(EXPIRY_PATTERN, { error: 'invalidDate' })
    .refine((v) => notExpired(v), { error: 'invalidDate' }),
  cvc: requiredText(4).pipe(localCardSchema.shape.cvc),
});

export type CardFormValues = z.input<typeof cardFormSchema>;

export const EMPTY_CARD_FORM: CardFormValues = { name: '', number: '', expiry: '', cvc: '' };

/** The contracts' card body (digits only; the cardholder name stays in the browser). */
export function toLocalCard(values: CardFormValues): LocalCard {
  const expiry = parseExpiry(values.expiry);
  return localCardSchema.parse({
    number: values.number.replace(/\s+/g, ''),
    expMonth: expiry?.month,
    expYear: expiry?.year,
    cvc: values.cvc.trim(),
  });
}

/** A card number as it is typed, in groups of four ("4242424242424242" → "4242 4242 4242 4242"), digits only. */
export function formatCardNumber(typed: string): string {
  return (
    typed
      .replace(/\D/g, '')
      .slice(0, 19)
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/** An expiry as it is typed: "1230", "12/30" and "12 / 30" all become "12/30"; the slash comes after the month. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
