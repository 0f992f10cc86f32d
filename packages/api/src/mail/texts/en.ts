/** The mails' texts in English (same keys as the Spanish reference, es.ts). */
import type { MailTexts } from './es';

type About = { when: string; other: string };

export const en: MailTexts = {
  locale: 'en-US',
  signature: 'The Aliento team',
  greeting: (firstName: string) => `Hi ${firstName},`,
  signIn: 'Sign in',

  passwordReset: {
    subject: 'Reset your Aliento password',
    body: (p: { minutes: number }) => [
      `We received a request to reset your password. The link below works once and expires in ${p.minutes} minutes.`,
      'If you did not ask for this, you can ignore this message: your password stays the same.',
    ],
    button: 'Reset password',
  },
  welcomeClient: {
    subject: 'Welcome to Aliento',
    body: [
      'Welcome to Aliento! Your account is ready and your first 45-minute session is free.',
      'Browse our therapists, choose the one you connect with and book when it suits you.',
    ],
  },
  welcomeProvider: {
    subject: 'We received your Aliento provider account',
    body: [
      'Thank you for joining Aliento. Your account is currently under review; we will contact you within 24 hours.',
      'Once approved you can sign in, complete your profile and start seeing clients.',
    ],
  },
  passwordChanged: {
    subject: 'Your Aliento password was changed',
    body: ['Your password was just changed. If this was not you, reset it now or write to us.'],
  },
  therapistApproved: {
    subject: 'Your Aliento account was approved',
    body: ['Good news: your therapist account was approved. Sign in to complete your profile and start seeing clients.'],
  },

  welcomeVerify: {
    subject: 'Welcome to Aliento: please confirm your email',
    body: (p: { hours: number }) => [
      'Welcome to Aliento! Your account is ready and you can browse our therapists now.',
      `Your first 45-minute session is free: it unlocks when you confirm your email with the button below. The link expires in ${p.hours} hours.`,
    ],
    button: 'Confirm my email',
  },
  verifyEmail: {
    subject: 'Confirm your Aliento email',
    body: (p: { hours: number }) => [
      `Please confirm this is your email with the button below. The link expires in ${p.hours} hours.`,
      'If this was not you, you can ignore this message.',
    ],
    button: 'Confirm my email',
  },
  signinLocked: {
    subject: 'We paused sign-in to your Aliento account',
    body: (p: { minutes: number }) => [
      `Someone entered a wrong password for your account several times in a row, so we paused sign-in for ${p.minutes} minutes to protect it.`,
      'If it was you, wait a little and try again, or reset your password from the sign-in page. If it was not you, we recommend resetting it.',
    ],
    button: 'Go to sign in',
  },
  emailChanged: {
    subject: 'The email of your Aliento account changed',
    body: (p: { newEmail: string }) => [
      `The email you sign in with was changed to ${p.newEmail}. We signed out your other open sessions.`,
      'If this was not you, reply to this email so we can help you recover your account.',
    ],
  },

  appointment: {
    timeUnknown: 'the time you chose in the calendar',
    joinVideo: 'Join the video session',
    seeInApp: 'See the appointment in Aliento',
    booking: {
      subject: (when: string) => `Session booked: ${when}`,
      body: (p: About) => [
        `Your 45-minute session with ${p.other} is booked for ${p.when}.`,
        'The attached invitation adds it to your calendar. Join from this link when it is time:',
      ],
    },
    reminder: {
      subject: (when: string) => `Reminder: your session is tomorrow, ${when}`,
      body: (p: About) => [`This is a reminder of your session with ${p.other} on ${p.when}.`],
    },
    cancelledSubject: (when: string) => `Session cancelled: ${when}`,
    cancelledWithNoticeToTherapist: (p: About) => [
      `${p.other} cancelled the session on ${p.when} at least 24 hours ahead. The session is cancelled and the time is free again for other clients; there is nothing you need to do.`,
    ],
    /** The client's words when asking to cancel, quoted to the therapist. */
    reasonGiven: (reason: string) => `The reason they gave: “${reason}”`,
    cancellationRequestedToTherapist: {
      subject: (when: string) => `Cancellation requested: ${when}`,
      body: (p: About) => [
        `${p.other} asked to cancel the session on ${p.when}, less than 24 hours ahead. The time stays reserved until you confirm the cancellation in your appointments; our team will decide whether the client's credit is returned.`,
      ],
    },
    cancelledWithNoticeToClient: (p: About) => [
      `Your session with ${p.other} on ${p.when} is cancelled. You cancelled at least 24 hours ahead, so your session credit has been returned to your plan.`,
    ],
    cancellationRequestedToClient: {
      subject: 'We received your cancellation request',
      body: (p: About) => [
        `We received your request to cancel the session with ${p.other} on ${p.when}.`,
        'Because it is less than 24 hours before the session, our team will review whether the credit is returned and let you know.',
      ],
    },
    cancellationConfirmed: (p: About) => [`The session with ${p.other} on ${p.when} is cancelled.`],
    refundedToTherapist: (p: About) => [
      `Our team returned ${p.other}'s credit for the session on ${p.when}, so the session is cancelled and the time is free again for other clients.`,
    ],
    refunded: {
      subject: 'Your session credit was returned',
      body: (p: { when: string }) => [
        `We reviewed your cancellation of the session on ${p.when} and returned the credit to your plan. The session is cancelled.`,
      ],
    },
    refundDeclined: {
      subject: 'About your cancellation request',
      body: (p: { when: string }) => [
        `We reviewed your cancellation of the session on ${p.when}. As it was requested less than 24 hours ahead, the credit stays used.`,
      ],
    },
    refundedToCard: {
      subject: 'Your session was refunded to your card',
      body: (p: { when: string; money: string }) => [
        `We reviewed your cancellation of the session on ${p.when} and refunded ${p.money} to the card you paid with. Depending on your bank, it can take 5 to 10 business days to show on your statement.`,
        'As the money went back to your card, the session credit does not return to your plan.',
      ],
    },
    rescheduled: {
      subject: (when: string) => `Session moved: ${when}`,
      moved: (p: About) => `Your session with ${p.other} is now on ${p.when}.`,
      before: (before: string) => `It was on ${before}; that time no longer applies.`,
      invitation: 'The attached invitation moves it in your calendar. Join from this link when it is time:',
    },
  },

  receipt: {
    subject: 'Your Aliento receipt',
    intro: 'Thank you for your purchase. Your sessions are already in your plan. Here is your receipt:',
    number: (n: string) => `Receipt: ${n}`,
    plan: (p: { plan: string; sessions: number }) => `Plan: ${p.plan} (${p.sessions === 1 ? '1 session' : `${p.sessions} sessions`})`,
    amount: (money: string) => `Amount: ${money}`,
    date: (date: string) => `Date: ${date}`,
    card: (p: { brand: string; last4: string }) => `Card: ${p.brand} ending in ${p.last4}`,
    keep: 'Keep this e-mail as your proof of payment. Your receipts are also on your appointments page.',
    button: 'See my receipts',
    planNames: {
      PLAN_ONE: 'Single session',
      PLAN_COUPLES: 'Couples session',
      PLAN_FOUR: '4-session pack',
      PLAN_TEN: '10-session pack',
    },
  },

  calendar: {
    filename: 'aliento-session.ics',
    summary: (other: string) => `Aliento session with ${other}`,
    description: (p: { link: string; appointmentUrl: string }) =>
      `Join the video session: ${p.link}\n\nSee the appointment in Aliento: ${p.appointmentUrl}`,
    cancelledSummary: (other: string) => `Cancelled: Aliento session with ${other}`,
    cancelledDescription: (appointmentUrl: string) => `This session is cancelled.\n\nSee it in Aliento: ${appointmentUrl}`,
  },
};
