/**
 * @aliento/checkout: buying sessions in a dialog over the page that needs them (the appointments page's plan card,
 * the booking of a therapist's time). Not a federation singleton: each remote bundles what it uses. Import the modal
 * lazily (`lazy(() => import('@aliento/checkout'))`): the step motion comes with it, Stripe's libraries only with the
 * card step in Stripe mode.
 */
export { CheckoutModal } from './components/checkout-modal';
export type { CheckoutModalProps } from './components/checkout-modal';
