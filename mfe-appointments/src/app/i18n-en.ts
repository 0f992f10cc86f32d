import type { Catalogue } from './i18n-es';

/** The appointments remote's catalogue in English: the same keys as the Spanish reference (i18n-es.ts). */
export const en: Catalogue = {
  title: 'Your appointments',
  intro: 'Your upcoming and past sessions, all in one place.',
  loading: 'Loading your appointments…',
  loadFailed: "We couldn't load your appointments. Check your connection and try again.",
  retry: 'Try again',
  viewer: {
    label: 'Show my appointments',
    asTherapist: 'As a therapist',
    asClient: 'As a client',
    adminNote: "As an admin you have no appointments of your own. Everyone's appointments are managed in Administration.",
    adminLink: 'Go to Administration',
  },
  held: {
    title: 'A time is held for you',
    with: 'with {{name}}',
    until: 'We are holding it for you until {{until}}. Confirm it to book the session.',
    buyFirst: 'We are holding it for you until {{until}}. Buy sessions to confirm it.',
    confirm: 'Confirm appointment',
    release: 'Release this time',
    booked: 'Your session is booked.',
    gone: 'That time is no longer held and someone else took it. Please choose another on your therapist’s page.',
    failed: 'We could not complete that. Please try again.',
  },
  banner: {
    booked: "You're all set! Your appointment is booked. You'll find it under your upcoming sessions.",
    purchased: 'Thank you! Your purchase is complete and your sessions are now in your plan.',
    close: 'Dismiss',
  },
  upcoming: {
    title: 'Upcoming sessions',
    empty: 'You have no upcoming sessions right now.',
  },
  past: {
    title: 'Past sessions',
    empty: 'Your sessions will show up here once they end.',
  },
  item: {
    untitled: 'Therapy session',
    dateUnknown: 'Date to be confirmed',
    with: 'with {{name}}',
    join: 'Join Meeting',
    requestCancellation: 'Request Cancellation',
    confirmCancellation: 'Confirm Cancellation',
    awaitingCancellation: 'Awaiting Cancellation',
    cancelled: 'Cancelled',
    refund: {
      PENDING: 'An admin is reviewing whether your credit is returned.',
      AUTO_REFUNDED: 'Your credit was returned to your plan.',
      REFUNDED: 'Your credit was returned to your plan.',
      CARD_REFUNDED: 'This session was refunded to your card.',
      DECLINED: 'This session was cancelled with less than 24 hours’ notice, so the credit was not returned.',
    },
    therapistState: {
      requested: {
        PENDING:
          'The client asked to cancel less than 24 hours ahead. The time stays reserved until you confirm the cancellation; our team decides whether their credit is returned.',
        DECLINED:
          'The client asked to cancel and our team decided their credit is not returned. The time stays reserved until you confirm the cancellation.',
      },
      cancelled: {
        AUTO_REFUNDED:
          'The client cancelled 24 hours or more ahead: their credit was returned and the time is free again. There is nothing you need to do.',
        REFUNDED: "Our team returned the client's credit, so the session is cancelled and the time is free again.",
        PENDING: "You confirmed the cancellation and the time is free again. Our team is reviewing whether the client's credit is returned.",
        DECLINED: "You confirmed the cancellation and the time is free again. The client's credit was not returned.",
      },
    },
  },
  cancel: {
    reasonLabel: 'Want to tell us why? (optional)',
    reasonHint: 'Your therapist will read it. You do not have to explain.',
    reasonShown: 'Reason: {{reason}}',
    title: 'Do you want to cancel this session?',
    keepsCredit:
      'Your session is 24 hours or more away: if you cancel now, the session is cancelled right away and your credit goes back to your plan.',
    lateNotice: 'Your session is less than 24 hours away. An admin will review your request and decide whether your credit is returned.',
    afterRequest: 'Your session stays reserved until your therapist confirms the cancellation.',
    confirm: 'Yes, request cancellation',
    keep: 'Keep my session',
    requested: 'Your cancellation request was sent.',
    cancelledWithCredit: 'Your session is cancelled and your credit is back in your plan.',
    accepted: 'You confirmed the cancellation.',
  },
  video: {
    title: 'Your video session',
    roomTitle: 'Aliento video room',
    loading: 'Getting the video room ready…',
    failed: "We couldn't open the video room inside this page.",
    failedHint: 'You can join the same room in a new tab.',
    openInNewTab: 'Open the room in a new tab',
    close: 'Close the room',
    demoNotice:
      'This is a demo room on meet.jit.si, the public Jitsi service. It is for trying the video call for a few minutes (calls embedded in another page end after 5 minutes there), not for a real 45-minute session.',
    lobbyTherapist: 'When you join, the waiting room turns on: when your client arrives, Jitsi will let you know so you can admit them.',
    lobbyClient: 'You may wait a few moments in the waiting room until your therapist lets you in.',
    unreachable: "We couldn't reach Aliento to open the room. Check your connection and try again.",
    retry: 'Try again',
  },
  plan: {
    loadFailed: 'We could not load your session balance. Check your connection and try again.',
    title: 'Your plan',
    noPlan: 'No Plan',
    noPlanHint: 'Choose a plan to book your next session.',
    remaining_one: '{{count}} session left',
    remaining_other: '{{count}} sessions left',
    upgrade: 'Upgrade Plan',
    loading: 'Loading your plan…',
    names: {
      PLAN_FREE: 'Free first session',
      PLAN_ONE: 'Single session',
      PLAN_COUPLES: 'Couples session',
      PLAN_FOUR: '4-session pack',
      PLAN_TEN: '10-session pack',
    },
  },
  modal: {
    close: 'Close',
  },
};
