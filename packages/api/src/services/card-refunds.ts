/**
 * An admin's Accept/Refund paid back to the card instead of a session credit: the price of one session of the
 * client's latest card payment with a session left goes back through Stripe's Refunds API (the local processor
 * records a test refund), the appointment is cancelled and marked CARD_REFUNDED, the credit stays spent, and the
 * client's mail says so. Once per appointment: the appointment row is locked and the refund's idempotency key is
 * the appointment, so a retried or concurrent decision never refunds twice.
 */
import type { Appointment } from '@aliento/contracts/appointments';
import type { Language, Role } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import { findAppointment, markCardRefunded } from '../data/appointments';
import { insertCardRefund, refundableIntentRows } from '../data/payment-intents';
import type { Queryable } from '../db';
import { layout } from '../mail/templates';
import { mailTexts } from '../mail/texts/catalogue';
import type { AppointmentMailData } from '../mail/types';
import { AppError } from '../lib/app-error';
import { paymentProvider } from '../payments';
import type { IntentRecord } from '../payments/provider';
import { recordEvent, toAppointment } from './appointments';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';
import { cancelledEvent } from './calendar-sequence';
import { loadMailData, queueAppointmentMail, renderAppointmentMail, whenText } from './notifications';
import { toRecord } from './open-intents';

type Actor = { id: string; role: Role };
/** The price of one session of a payment (a pack's price shared by its sessions, rounded down to the cent). */
export const sessionPrice = (p: { amount: number; credits: number }) => Math.floor(p.amount / p.credits);

/** The client's newest credited card payment that still has a session (and its price) to refund, locked. */
async function refundablePayment(q: Queryable, clientId: string, provider: string): Promise<IntentRecord | null> {
  const rows = await refundableIntentRows(q, clientId, provider);
  const row = rows.find(
    (p) =>
      p.credits - p.credits_taken_back - p.card_refunded > 0 &&
      p.amount - p.refunded_amount - p.disputed_amount - p.card_refunded_amount >= sessionPrice(p),
  );
  return row ? toRecord(row) : null;
}

/** The client's mail: the session's price went back to the card (and the credit does not return). */
function cardRefundMail(d: AppointmentMailData, amount: number, currency: string) {
  const lang = d.client.language;
  // as the product writes money: '45 US$' (es) / '$45' (en), cents only when there are any
  const whole = amount % 100 === 0;
  const money = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
  const when = whenText(lang, d);
  const t = mailTexts(lang);
  return {
    subject: t.appointment.refundedToCard.subject,
    ...layout(lang, [t.greeting(d.client.firstName), ...t.appointment.refundedToCard.body({ when, money })]),
  };
}

/** `PUT /api/admin/refund` with `method: 'card'`. */
export async function refundToCard(
  ctx: ServiceContext,
  actor: Actor,
  appointmentId: string,
  lang: Language,
): Promise<{ message: string; appointment: Appointment }> {
  const provider = paymentProvider(ctx);
  await ctx.db.transaction(async (tx) => {
    const a = await findAppointment(tx, appointmentId, true);
    if (!a) throw new AppError(404, 'appointmentNotFound');
    if (a.refund_status !== 'PENDING') throw new AppError(409, 'refundAlreadyDecided');
    const payment = await refundablePayment(tx, a.client_id, provider.mode);
    if (!payment) throw new AppError(409, 'cardRefundUnavailable');
    const amount = sessionPrice(payment);
    // a failed refund throws here and the whole decision is rolled back: the request stays pending
    const refund = await provider.refund(payment, amount, appointmentId);
    await markCardRefunded(tx, appointmentId);
    await insertCardRefund(tx, {
      appointmentId,
      intentId: payment.id,
      refundId: refund.id,
      amount,
      status: refund.status,
      actorId: actor.id,
    });
    await recordEvent(tx, appointmentId, 'REFUNDED', actor, {
      method: 'card',
      refundId: refund.id,
      amount,
      currency: payment.currency,
      paymentIntentId: payment.id,
    });
    await recordAudit(tx, {
      actor,
      action: 'refund.accepted',
      subjectId: a.client_id,
      resource: { type: 'appointment', id: appointmentId },
      details: { method: 'card', amount, currency: payment.currency, paymentIntentId: payment.id, creditsReturned: 0 },
    });
    const d = await loadMailData(tx, ctx.config.videoHost, appointmentId);
    // the session is off: both mails take it out of the person's calendar, and the therapist learns the time is free
    const calendar = await cancelledEvent(tx, appointmentId);
    await queueAppointmentMail(ctx, tx, d, 'client', {
      kind: 'refundedToCard',
      mail: cardRefundMail(d, amount, payment.currency),
      dedupeKey: `appointment:${appointmentId}:refundedToCard:client`,
      calendar,
    });
    await queueAppointmentMail(ctx, tx, d, 'therapist', {
      kind: 'cancellationConfirmed',
      mail: renderAppointmentMail('cancellationConfirmed', d, 'therapist'),
      dedupeKey: `appointment:${appointmentId}:refundedToCard:therapist`,
      calendar,
    });
  });
  const row = await findAppointment(ctx.db, appointmentId);
  return { message: translateMessage('refundedToCard', lang), appointment: toAppointment(row!, ctx.config.videoHost, true) };
}
