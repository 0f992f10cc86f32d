/** Session plans and prices (spec section 9). The server decides amounts; the browser only names a plan. */
import type { PlanCode } from './enums';

/** A plan: credits granted, price in cents (USD), and whether its credit is a couples session. */
export type Plan = {
  /** Plan code. */
  code: PlanCode;
  /** Number of session credits the plan grants. */
  credits: number;
  /** Price in US cents. */
  amountCents: number;
  /** ISO currency (lower case, as Stripe expects). */
  currency: 'usd';
  /** True when the credit is for a couples session. */
  couples: boolean;
  /** True for the free first session, granted once per client at registration. */
  freeOnce: boolean;
  /** What the pack saves against single sessions, in cents (0 when none). */
  savingsCents: number;
};

/** Every plan by code. */
export const PLANS: Readonly<Record<PlanCode, Plan>> = {
  PLAN_FREE: { code: 'PLAN_FREE', credits: 1, amountCents: 0, currency: 'usd', couples: false, freeOnce: true, savingsCents: 0 },
  PLAN_ONE: { code: 'PLAN_ONE', credits: 1, amountCents: 5000, currency: 'usd', couples: false, freeOnce: false, savingsCents: 0 },
  PLAN_COUPLES: { code: 'PLAN_COUPLES', credits: 1, amountCents: 6000, currency: 'usd', couples: true, freeOnce: false, savingsCents: 0 },
  PLAN_FOUR: { code: 'PLAN_FOUR', credits: 4, amountCents: 18000, currency: 'usd', couples: false, freeOnce: false, savingsCents: 2000 },
  PLAN_TEN: { code: 'PLAN_TEN', credits: 10, amountCents: 40000, currency: 'usd', couples: false, freeOnce: false, savingsCents: 10000 },
};

/** Length of every session in minutes. */
export const SESSION_MINUTES = 45;

/** Notice (hours before the start) a cancellation needs to keep the credit. */
export const CANCELLATION_NOTICE_HOURS = 24;

/** Value of the free first session as stated in the marketing copy (dollars). */
export const FREE_SESSION_VALUE = 50;
