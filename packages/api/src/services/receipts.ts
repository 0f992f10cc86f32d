/**
 * Receipts of plan purchases (issue 20): one per paid payment intent, written by {@link recordReceipt} in the
 * transaction that credits the payment (services/payments.ts), so the conditional credit that runs once per intent
 * writes it once, and the receipt's unique payment key makes a second write a no-op all the same. The client's
 * mail ("Tu recibo de Aliento" / "Your Aliento receipt") is queued in that transaction too, with a dedupe key, in
 * their language and time zone. `GET /api/payments/receipts/mine` lists the signed-in client's receipts.
 */
import type { Language } from '@aliento/contracts/enums';
import type { MyReceiptsQuery, MyReceiptsResponse, Receipt } from '@aliento/contracts/receipts';
import { clientReceiptRows, insertReceipt, type ReceiptInsert, receiptMailRow, type ReceiptMailRow, type ReceiptRow } from '../data/receipts';
import type { Queryable } from '../db';
import { layout, type RenderedMail } from '../mail/templates';
import { mailTexts } from '../mail/texts/catalogue';
import type { ServiceContext } from './context';
import { DEFAULT_TIME_ZONE } from './scheduling';

const toReceipt = (r: ReceiptRow): Receipt => ({
  number: r.number,
  plan: r.plan,
  credits: r.credits,
  amount: r.amount,
  currency: r.currency,
  card: r.card_brand && r.card_last4 ? { brand: r.card_brand, last4: r.card_last4 } : null,
  paidAt: new Date(r.paid_at).toISOString(),
  refundedAmount: r.refunded_amount,
});

/** `GET /api/payments/receipts/mine`: the client's receipts, newest first. */
export async function getMyReceipts(ctx: ServiceContext, clientId: string, query: MyReceiptsQuery): Promise<MyReceiptsResponse> {
  const rows = await clientReceiptRows(ctx.db, clientId, query.limit);
  return { receipts: rows.map(toReceipt) };
}

/** Card brands as people read them (Stripe's codes); another brand is shown with a capital letter. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand code in people's words. */
export const brandName = (brand: string) => BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** A zone Intl knows, else the product's default. */
function usableZone(zone: string | null): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** A receipt's date and time, with the zone's short name: 'November 26, 2026 at 7:30 PM EST'. */
export const RECEIPT_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** The amount in the reader's language: '180,00 US$' (es) / '$180.00' (en), as the pay button writes it. */
export function receiptMoney(lang: Language, amount: number, currency: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** The receipt mail in the client's language, its date in their time zone. */
export function receiptMail(r: ReceiptMailRow, publicWebUrl: string): RenderedMail {
  const lang = r.language;
  const t = mailTexts(lang);
  const zone = usableZone(r.time_zone);
  const date = new Intl.DateTimeFormat(t.locale, { timeZone: zone, ...RECEIPT_DATE }).format(new Date(r.paid_at));
  const lines = [
    t.receipt.intro,
    t.receipt.number(r.number),
    t.receipt.plan({ plan: t.receipt.planNames[r.plan], sessions: r.credits }),
    t.receipt.amount(receiptMoney(lang, r.amount, r.currency)),
    t.receipt.date(date),
    ...(r.card_brand && r.card_last4 ? [t.receipt.card({ brand: brandName(r.card_brand), last4: r.card_last4 })] : []),
    t.receipt.keep,
  ];
  return {
    subject: t.receipt.subject,
    ...layout(lang, [t.greeting(r.first_name), ...lines], { href: `${publicWebUrl}/dashboard/appointments#receipts`, label: t.receipt.button }),
  };
}

/**
 * Writes the receipt of a payment credited in the open transaction `tx` and queues its mail; nothing when the
 * payment has one. Answers the new receipt's number (undefined when it had one).
 */
export async function recordReceipt(ctx: ServiceContext, tx: Queryable, receipt: ReceiptInsert): Promise<string | undefined> {
  const created = await insertReceipt(tx, receipt);
  if (!created) return undefined;
  const row = await receiptMailRow(tx, created.id);
  await ctx.mailer.enqueue(tx, {
    to: row.email,
    kind: 'receipt',
    language: row.language,
    dedupeKey: `receipt:${receipt.paymentIntentId}`,
    ...receiptMail(row, ctx.config.publicWebUrl),
  });
  return created.number;
}
