/** How a receipt reads in the page's language: its amount with cents (as on the pay button), date and card. */

/** 18000 'usd' → '180,00 US$' (es) / '$180.00' (en). */
export function formatReceiptAmount(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The day of the payment in the user's time zone: '26 nov 2026' (es) / 'Nov 26, 2026' (en). */
export function formatReceiptDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
}

/** Card brands as people read them (Stripe's codes); another brand with a capital letter. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' → 'Visa'. */
export function cardBrandName(brand: string): string {
  return BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
