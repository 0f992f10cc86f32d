/**
 * Booking for one therapist (spec section 4 and 8): the credit check, creating the appointment and what
 * follows (toast + navigation with the booked flag, a slot-taken notice, or buying sessions: over the booking for a
 * built-in time, which is held meanwhile; over the Calendly widget, which keeps the chosen time, for a Calendly one).
 */
import { useCallback, useState } from 'react';
import { useNavigate, errorText, paths, toast, useSession, type AppointmentsBookedState } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { apiFailure } from '../../../lib/api-error';
import { createAppointment } from '../api/create-appointment';
import { hasCredit } from '../credit-check';
import { subscriptionsApi } from '@aliento/api-client/subscriptions';
import type { SubscriptionResponse } from '@aliento/contracts/subscriptions';
import type { SlotHold } from '@aliento/contracts/appointments';
import { appointmentsApi } from '@aliento/api-client/appointments';

/** The scheduling part of the create body: a Calendly event or a built-in slot. */
export type BookingChoice = { eventId: string; inviteeId: string } | { startTime: string };

/** `unconfirmed`: Calendly could not be asked; the same booking may be sent again (nothing was spent). */
export type BookingResult = 'booked' | 'noCredit' | 'slotTaken' | 'unconfirmed' | 'failed';

export interface Booking {
  /** True once a Calendly booking is known to have no credit: the plans and card step open over the widget. */
  noCredit: boolean;
  /** The client bought sessions or chose "Not now": the widget is theirs again. */
  dismissNoCredit: () => void;
  checking: boolean;
  submitting: boolean;
  /** The subscription as the last credit check read it (which credit a booking uses, how many remain). */
  balance: SubscriptionResponse | undefined;
  /** The time held for the client while they buy sessions (the server frees it at `expiresAt`, or a booking takes it). */
  held: SlotHold | null;
  /**
   * Checks the credits. Without one: for a built-in time, that time is held for the client (nobody takes it while they
   * buy sessions) and the answer is 'buy' (sessions are bought over the booking, then the time is booked); a time
   * someone else just took answers 'slotTaken'. Without a time (Calendly), false and `noCredit`.
   */
  checkCredits: (startTime?: string) => Promise<boolean | 'slotTaken' | 'buy'>;
  book: (choice: BookingChoice) => Promise<BookingResult>;
}

export function useBooking(therapistUserId: string): Booking {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { claims } = useSession();
  const [noCredit, setNoCredit] = useState(false);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [balance, setBalance] = useState<SubscriptionResponse | undefined>(undefined);
  const [held, setHeld] = useState<SlotHold | null>(null);

  /** Holds the time while the client buys sessions; a failure other than a taken time only loses the hold. */
  const hold = useCallback(
    async (startTime: string): Promise<'held' | 'slotTaken' | 'none'> => {
      try {
        setHeld(await appointmentsApi.holdSlot({ body: { therapist: therapistUserId, startTime } }));
        return 'held';
      } catch (err) {
        if (apiFailure(err).status === 409) {
          toast.error(t('booking.slotTaken'));
          return 'slotTaken';
        }
        return 'none';
      }
    },
    [therapistUserId, t],
  );

  const noCreditFor = useCallback(
    async (startTime?: string): Promise<false | 'slotTaken' | 'buy'> => {
      if (startTime) return (await hold(startTime)) === 'slotTaken' ? 'slotTaken' : 'buy';
      setNoCredit(true);
      return false;
    },
    [hold],
  );

  const checkCredits = useCallback(
    async (startTime?: string) => {
      if (!claims) return false;
      setChecking(true);
      try {
        const subscription = await subscriptionsApi.getSubscription({ params: { clientId: claims.id } }, { retry: 0 });
        setBalance(subscription);
        if (hasCredit(subscription)) return true;
        return await noCreditFor(startTime);
      } catch (err) {
        // no subscription record at all is "no credit"; anything else is a failure to say out loud
        if (apiFailure(err).status === 404) {
          return await noCreditFor(startTime);
        } else {
          toast.error(errorText(err) ?? t('booking.failed'));
        }
        return false;
      } finally {
        setChecking(false);
      }
    },
    [claims, noCreditFor, t],
  );

  const book = useCallback(
    async (choice: BookingChoice): Promise<BookingResult> => {
      if (!claims) return 'failed';
      setSubmitting(true);
      try {
        const created = await createAppointment({
          therapist: therapistUserId,
          client: claims.id,
          clientEmail: claims.email,
          ...choice,
          completed: false,
          cancelled: false,
        });
        toast.success(t('booking.success'));
        const state: AppointmentsBookedState = { booked: true, bookedId: created._id };
        navigate(paths.appointments, { state });
        return 'booked';
      } catch (err) {
        const failure = apiFailure(err);
        if (failure.code === 'noCreditsAvailable') {
          // a built-in time: the scheduler offers the purchase over the booking; Calendly's: over the widget
          if (!('startTime' in choice)) setNoCredit(true);
          return 'noCredit';
        }
        // taken meanwhile, or (a hold that ran out) no longer one of the therapist's times
        if (failure.status === 409 || ('startTime' in choice && failure.fields?.startTime)) {
          toast.error(t('booking.slotTaken'));
          return 'slotTaken';
        }
        if ('eventId' in choice && failure.fields?.eventId) {
          // the server refused this Calendly event (and cancelled it there when it was this booking's)
          toast.error(t('booking.calendlyRefused'));
          return 'failed';
        }
        if ('eventId' in choice && failure.status === 502) return 'unconfirmed';
        toast.error(t('booking.failed'));
        return 'failed';
      } finally {
        setSubmitting(false);
      }
    },
    [claims, navigate, t, therapistUserId],
  );

  const dismissNoCredit = useCallback(() => setNoCredit(false), []);

  return { noCredit, dismissNoCredit, checking, submitting, balance, held, checkCredits, book };
}
