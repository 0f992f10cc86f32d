/**
 * @aliento/checkout: buying sessions in a dialog over the page that needs them (the appointments page's plan card,
 * the booking of a therapist's time). Not a federation singleton: each remote bundles what it uses. Import the modal
 * lazily (`lazyComponent(() => import('@aliento/checkout')…)`, whose `preload` can start it when a person reaches for
 * the button). The dialog opens with the plans alone (its steps slide in with CSS, no animation library); the card
 * step's code (the form, its validation, in Stripe mode Stripe's libraries) is fetched while the plans show.
 */
export { CheckoutModal } from './components/checkout-modal';
export type { CheckoutModalProps } from './components/checkout-modal';
