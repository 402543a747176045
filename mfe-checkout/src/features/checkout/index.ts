export { Checkout, type CheckoutProps } from './components/checkout';
export { CheckoutSkeleton } from './components/checkout-skeleton';
export { Title as CheckoutTitle } from './components/checkout.styles';
