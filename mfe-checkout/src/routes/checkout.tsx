import { useId } from 'react';
import { Navigate } from 'react-router';
import { useBus } from '@bonis/design-system/bus';
import { homeHref } from '@bonis/contracts/links';
import { CheckoutPage } from '../components/checkout-page';
import { paths } from '../config/paths';
import { Checkout, CheckoutSkeleton, CheckoutTitle } from '../features/checkout';

/**
 * /checkout (storefront spec §2): 'Finalizar compra'. While the session is read: the skeleton;
 * signed out: back to the home page (the spec's redirect, replacing this entry); signed in: the
 * checkout.
 */
export default function CheckoutRoute() {
  const titleId = useId();
  const session = useBus((state) => state.session);
  return (
    <CheckoutPage route={paths.checkout.path} labelledBy={titleId}>
      <CheckoutTitle id={titleId}>Finalizar compra</CheckoutTitle>
      {session === undefined ? (
        <CheckoutSkeleton />
      ) : session === null ? (
        <Navigate to={homeHref()} replace />
      ) : (
        <Checkout key={session.userId} userId={session.userId} />
      )}
    </CheckoutPage>
  );
}
