import type { es } from './i18n-es';

/** The landing's part of the marketing catalogue in English (loaded only on an English page). */
export const en: typeof es = {
  common: {
    bookFreeSession: 'Book your free session',
    loading: 'Loading…',
    networkError: "We couldn't connect. Check your connection and try again.",
  },
  pageTitle: {
    landing: 'Aliento · Therapy in Spanish',
  },
  hero: {
    eyebrow: 'Online therapy for the Latino community',
    title: 'Therapy in Spanish, with someone who understands you',
    body: 'Talk with Latino therapists who have at least 3 years of experience, from your phone or computer, in 45-minute sessions. Your first session is free.',
    cta: 'Book your free session',
    secondary: 'How it works',
    imageAlt: 'A Latina woman smiles during a video call with her therapist from her living room',
  },
  claims: {
    title: 'What we promise',
    freeSession: 'Free first session',
    sessionLength: '45-minute sessions',
    experience: 'Therapists with at least 3 years of experience',
    cancellation: 'Cancel with 24 hours’ notice and keep your credit',
  },
  howItWorks: {
    title: 'How it works',
    subtitle: 'Getting started is simple. In a few minutes you take the first step.',
    step: 'Step {{number}}',
    steps: {
      tell: {
        title: 'Tell us about yourself',
        body: 'Answer a few short questions about what you are looking for: type of therapy, your age and your preferences.',
      },
      match: {
        title: 'Get matched',
        body: 'We show you therapists who share your language and culture. Choose the one you feel comfortable with.',
      },
      start: {
        title: 'Start therapy',
        body: 'Book a day and time that works for you and join by video from wherever you are.',
      },
    },
  },
  benefits: {
    title: 'Why Aliento',
    affordable: {
      title: 'Affordable',
      body: 'Your first session is free, and after that you pay only for what you use. Packs help you save.',
    },
    quality: {
      title: 'Quality care',
      body: 'All our therapists are licensed or certified and have at least 3 years of experience.',
    },
    culture: {
      title: 'Culture first',
      body: 'You talk with someone who knows your language, your family and your traditions. No need to explain where you come from.',
    },
    convenience: {
      title: 'Convenience',
      body: 'Video sessions from your phone or computer, at times that fit around your work and family.',
    },
    safety: {
      title: 'Safety and confidentiality',
      body: 'What you share stays between you and your therapist. We protect your data and never sell it.',
    },
  },
  pricing: {
    title: 'Clear pricing',
    subtitle: 'Every session lasts 45 minutes. No contracts, no hidden fees.',
    perSession: '{{minutes}} minutes per session',
    sessions_one: '{{count}} session',
    sessions_other: '{{count}} sessions',
    save: 'Save {{amount}}',
    valuedAt: 'A {{amount}} value',
    free: 'Free',
    plans: {
      PLAN_FREE: { name: 'First session', note: 'Meet your therapist with no commitment.' },
      PLAN_ONE: { name: 'Individual session', note: 'One session for you, whenever you need it.' },
      PLAN_COUPLES: { name: 'Couples session', note: 'A space for both of you, with someone who listens.' },
      PLAN_FOUR: { name: '4-session pack', note: 'Ideal for a month of support.' },
      PLAN_TEN: { name: '10-session pack', note: 'For a longer journey, at the best price.' },
    },
    cancellation: 'Cancel with at least 24 hours’ notice and you keep your session credit.',
  },
  testimonials: {
    title: 'What our clients say',
    items: {
      one: {
        quote:
          'I could finally talk about my anxiety in Spanish, without translating what I feel. My therapist understood my family from the very first session.',
        initials: 'M. G.',
        place: 'Houston, Texas',
      },
      two: {
        quote: 'My husband and I have couples sessions after work, from home. We learned to listen to each other again.',
        initials: 'L. R.',
        place: 'Los Angeles, California',
      },
      three: {
        quote: "After losing my mom I didn't know where to turn. Here I found a calm space and someone who respects my faith.",
        initials: 'J. M.',
        place: 'Miami, Florida',
      },
    },
  },
  guarantee: {
    title: 'Satisfaction guaranteed',
    body: "If after your session you feel your therapist isn't the right fit, we'll help you find someone else at no extra cost.",
  },
  footer: {
    crisisTitle: 'In a life-threatening situation?',
    crisis: 'If you or someone else is in a life-threatening situation, do not use this site: call {{emergency}} now.',
    crisisLine:
      'If you are thinking about harming yourself or need emotional support, call or text the {{lifeline}} Suicide & Crisis Lifeline. Press 2 for Spanish. It is free, confidential and available 24 hours a day.',
    callEmergency: 'Call 911',
    callLifeline: 'Call 988',
    privacy: 'Privacy policy',
    contact: 'Contact',
    tagline: 'Therapy in Spanish, with someone who understands you.',
    rights: 'All rights reserved.',
    version: 'Version',
  },
};
