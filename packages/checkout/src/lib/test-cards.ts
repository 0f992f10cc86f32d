/**
 * Test cards of the embedded payment processor (config `payments.mode === 'local'`), shown to the user beside
 * the card form. They follow Stripe's test numbers; contracts do not export the list yet (reported to the lead).
 */
export interface TestCard {
  number: string;
  outcome: 'succeeds' | 'declined';
}

export const LOCAL_TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
];
