/**
 * Thrown by a card form's `pay` when the card was refused for sure (declined, invalid details): nothing was
 * charged. Any other failure is treated as "we do not know yet" and the payment is confirmed before anything is
 * said, so a person is never told "failed" for a payment that went through.
 */
export class PaymentDeclined extends Error {
  constructor(message?: string) {
    super(message ?? 'Payment declined');
    this.name = 'PaymentDeclined';
  }
}
