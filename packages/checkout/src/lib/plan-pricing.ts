/** Purchasable plans with their display data (prices from contracts, formatted in USD in the page's language). */
import { PURCHASABLE_PLAN_CODES, type PurchasablePlanCode } from '@aliento/contracts/enums';
import { PLANS, type Plan } from '@aliento/contracts/plans';

export function purchasablePlans(): Plan[] {
  return PURCHASABLE_PLAN_CODES.map((code) => PLANS[code]);
}

export function isPurchasablePlan(code: string): code is PurchasablePlanCode {
  return (PURCHASABLE_PLAN_CODES as readonly string[]).includes(code);
}

/** 5000 → '50 US$' (es) / '$50' (en); cents only when there are any. */
export function formatUsd(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** The amount on the pay button, always with cents: 18000 → '180,00 US$' (es) / '$180.00' (en). */
export function formatCharge(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}
