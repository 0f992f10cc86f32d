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
  /** After booking: the confirmation and add-to-calendar (issue 20). */
  booked: {
    with: 'With {{name}} · 45 minutes by video',
    invitation: 'We sent the calendar invitation to {{email}}.',
  },
  calendarLinks: {
    title: 'Add to your calendar:',
    google: 'Google Calendar',
    outlook: 'Outlook',
    ics: 'Download .ics',
    eventTitle: 'Therapy session with {{name}} (Aliento)',
    eventDetails: 'Your 45-minute video session. Join from My appointments, from 10 minutes before: {{url}}',
  },
  /** Moving a session to another time (issue 20). */
  reschedule: {
    open: 'Change the time',
    title: 'Change the time of your session',
    current: 'Now: {{when}}, with {{name}}.',
    keepsCredit: "Choose another open time of your therapist's. You keep your credit, and we send you both the updated invitation.",
    loading: 'Loading the open times…',
    slotsFailed: 'We could not load the open times. Check your connection and try again.',
    noSlots: '{{name}} has no other open times in the next 14 days.',
    newTime: 'New time: {{when}}',
    confirm: 'Confirm the change',
    keep: 'Keep it as it is',
    done: 'Done: your session is now on {{when}}. We sent you the updated invitation.',
    failed: 'We could not change the time. Check your connection and try again.',
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
    acceptCancellation: 'Client asked to cancel: accept',
  },
  // one status per appointment, in words that mean one thing for each role
  status: {
    client: {
      cancelled: 'Cancelled',
      cancelledCreditReturned: 'Cancelled · credit returned',
      cancelledCardRefunded: 'Cancelled · refunded to your card',
      cancelledNoRefund: 'Cancelled · no refund',
      cancelledDecisionPending: 'Cancelled · waiting for a decision on your credit',
      requested: 'Cancellation requested · waiting for a decision',
      declined: 'Cancellation declined · your session is still on',
    },
    therapist: {
      cancelled: 'Cancelled',
      cancelledCreditReturned: 'Cancelled · credit returned to the client',
      cancelledCardRefunded: 'Cancelled · refunded to the client',
      cancelledNoRefund: 'Cancelled · no refund',
      cancelledDecisionPending: 'Cancelled · our team decides on the credit',
      requested: 'Cancellation requested · the time is still reserved',
      requestedNoRefund: 'Cancellation requested · no refund · the time is still reserved',
    },
  },
  // the therapist accepts a client's cancellation request
  accept: {
    title: 'Accept the cancellation?',
    session: '{{name}} · {{when}} · with {{client}}',
    frees: 'The session is cancelled and the time is free for others again.',
    creditPending: "Our team will decide whether the client's credit is returned.",
    creditDeclined: "The client's credit is not returned: our team has already decided.",
    confirm: 'Yes, accept the cancellation',
    back: 'Go back',
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
    accepted: 'You accepted the cancellation: the time is free again.',
  },
  // the Join button before its window opens (10 minutes before the start)
  join: {
    opensIn: 'Opens in {{wait}}',
    ended: 'The session has ended',
  },
  // which session a video room is for
  videoSession: {
    with: 'Session with {{name}} · {{when}}',
  },
  // the camera and microphone check before entering the room
  precheck: {
    title: 'Check your camera and microphone',
    intro: 'Before you join, make sure you can be seen and heard.',
    asking: 'Asking to use your camera and microphone…',
    preview: 'Your camera preview',
    micLevel: 'Your microphone level',
    ready: 'If you can see yourself and the bar moves when you speak, you are all set.',
    denied:
      'You did not allow the camera or the microphone. You can join anyway: the room will ask again, or you can change it in your browser settings (the lock next to the address).',
    noDevice: 'We found no available camera or microphone (another app may be using them). You can join anyway and connect them later.',
    unsupported: 'This browser cannot check the camera and microphone here. You can join anyway.',
    enter: 'Join the session',
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
