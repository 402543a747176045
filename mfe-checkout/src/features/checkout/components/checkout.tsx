import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, Link, Spinner } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { DB_MESSAGES, type CheckoutQuote, type Order } from '@bonis/supabase-client';
import {
  sharedKeys,
  shopperMessage,
  splitMessage,
  toastMessage,
} from '@bonis/supabase-client/queries';
import { toastFirstError, useSingleSubmit } from '@bonis/forms';
import { homeHref } from '@bonis/contracts/links';
import { useLiveCart } from '../../../api/live-cart';
import { useQuote } from '../../../api/quote';
import { paths } from '../../../config/paths';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { usePlaceOrder } from '../api/place-order';
import { useSaveAddress } from '../api/save-address';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useDefaultAddress } from '../hooks/use-default-address';
import { usePrefillContact } from '../hooks/use-prefill-contact';
import {
  EMPTY_CHECKOUT,
  checkoutSchema,
  type CheckoutInput,
  type CheckoutValues,
} from '../schemas/checkout';
import { REFUSAL_FIELDS, afterOrderHistory } from '../utils/after-order';
import { readDraft, sessionStore } from '../utils/checkout-draft';
import { discountChoice, type AppliedDiscount } from '../utils/discount';
import {
  NO_SAVE,
  addressToSave,
  matchingAddress,
  type SaveAddressChoice,
} from '../utils/saved-address';
import { AddressSection } from './address-section';
import { CheckoutSkeleton } from './checkout-skeleton';
import { Aside, Column, Layout, Notice } from './checkout.styles';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { DiscountsSection } from './discounts-section';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';

export interface CheckoutProps {
  userId: string;
}

/** A quote the database refused for the choice made, and what the page drops for it. */
interface Refusal {
  error: Error;
  message: string;
  /** the range is what was refused (no discount was applied) */
  clearSlot: boolean;
}

/**
 * The signed-in shopper's checkout (storefront spec §2): the cart priced by the database
 * (`preview_checkout` with the chosen range and discount), the form in the spec's sections, and
 * the order placed with one `place_order`. While the quote first loads: the skeleton; an empty
 * cart: 'Tu carrito está vacío'; lines that can no longer be bought: an alert that sends the
 * shopper back to the cart, and no order.
 *
 * The form starts from this tab's draft (a refresh keeps what was typed; `useCheckoutDraft`),
 * then the profile's contact and the default saved address fill what is still empty. Once the
 * order is placed the draft is forgotten, the address is saved when the shopper asked to, and
 * /checkout's history entry is replaced by the order's page (then an online order's payment).
 */
export function Checkout({ userId }: CheckoutProps) {
  useLiveCart(userId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [startingValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_CHECKOUT,
    ...readDraft(sessionStore(), userId),
  }));
  const form = useForm<CheckoutValues, unknown, CheckoutInput>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: startingValues,
    reValidateMode: 'onSubmit',
  });
  const clearDraft = useCheckoutDraft(userId, form);
  usePrefillContact(userId, form);
  const savedAddresses = useSavedAddresses(userId);
  useDefaultAddress(form, savedAddresses.data);
  const [saveChoice, setSaveChoice] = useState<SaveAddressChoice>(NO_SAVE);
  const saveAddress = useSaveAddress(userId);
  const placeOrder = usePlaceOrder(userId);
  const once = useSingleSubmit();
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [placed, setPlaced] = useState(false);
  const unavailableRef = useRef<HTMLDivElement>(null);

  const slotId = useWatch({ control: form.control, name: 'slotId' });
  const quote = useQuote(userId, { slotId: slotId || null, ...discountChoice(discount) });
  // The last quote the database gave stays on screen while a new choice is priced or fails.
  const [shown, setShown] = useState<CheckoutQuote | undefined>(quote.data);
  if (quote.data && quote.data !== shown) setShown(quote.data);

  // A choice the database refuses when it prices the order again (the code expired, the bonus
  // was spent in another tab, the range was switched off) is dropped, with its reason. The
  // discount is React state, dropped as the refusal is seen; the range is the form's, cleared
  // (with the toast) once rendered.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const quoteError = quote.error;
  const refusalMessage = quoteError ? shopperMessage(quoteError) : undefined;
  if (quoteError && refusalMessage && quoteError !== refusal?.error && (discount || slotId)) {
    setRefusal({ error: quoteError, message: refusalMessage, clearSlot: !discount });
    if (discount) setDiscount(null);
  }
  useEffect(() => {
    if (!refusal) return;
    toastMessage(refusal.message);
    if (refusal.clearSlot) {
      form.setValue('slotId', '');
      form.setValue('deliveryDate', '');
    }
  }, [refusal, form]);
  useEffect(() => {
    if (quoteError && !shopperMessage(quoteError)) {
      console.error('[mfe-checkout] pricing the checkout failed', quoteError);
    }
  }, [quoteError]);
  useEffect(() => {
    if (savedAddresses.error) {
      console.error('[mfe-checkout] reading the saved addresses failed', savedAddresses.error);
    }
  }, [savedAddresses.error]);

  if (placed) {
    return <Spinner label="Pedido creado. Te llevamos a tu pedido…" />;
  }
  if (!shown) {
    if (!quote.isError) return <CheckoutSkeleton />;
    return (
      <Notice $tone="danger" role="alert">
        <span>
          <strong>Error</strong> - No se pudo cargar el carrito
        </span>
        <Button
          size="sm"
          variant="secondary"
          loading={quote.isFetching}
          onClick={() => void quote.refetch()}
        >
          Reintentar
        </Button>
      </Notice>
    );
  }
  if (shown.items.length === 0) {
    return (
      <EmptyState
        icon="🛒"
        title={DB_MESSAGES.cartEmpty}
        description="Agrega productos para finalizar tu compra."
        action={
          <Link component={RouterLink} to={homeHref()}>
            Seguir comprando
          </Link>
        }
      />
    );
  }

  const blocked = shown.unavailable_count > 0;

  const submit = async (input: CheckoutInput) => {
    let order: Order;
    try {
      order = await placeOrder.mutateAsync({ ...input, discount });
    } catch (error) {
      const message = shopperMessage(error);
      if (!message) console.error('[mfe-checkout] placing the order failed', error);
      toastMessage(message ?? 'Error - No se pudo crear el pedido');
      if (message) markRefused(message);
      // the cart may have changed under the order (stock, another tab): price it again
      void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
      return;
    }
    bus.getState().toastRequested({
      title: '¡Pedido creado!',
      description: `Tu pedido ${order.order_number} ha sido registrado exitosamente`,
      tone: 'success',
    });
    clearDraft();
    const alreadySaved =
      savedAddresses.data !== undefined &&
      matchingAddress(savedAddresses.data, input.address) !== undefined;
    if (saveChoice.save && !alreadySaved) {
      // its outcome is its own: the order is placed either way
      saveAddress.mutate(addressToSave(input.address, saveChoice.label));
    }
    setPlaced(true);
    const history = afterOrderHistory(order);
    navigate(history.replaceWith, { replace: true });
    if (history.then) navigate(history.then);
  };

  /** The database refused the form: the fields it is about are marked and focused. */
  const markRefused = (message: string) => {
    const { title } = splitMessage(message);
    const fields: readonly (keyof CheckoutValues)[] =
      title in REFUSAL_FIELDS ? REFUSAL_FIELDS[title as keyof typeof REFUSAL_FIELDS] : [];
    fields.forEach((name, index) =>
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  };

  // The first check that failed (every field in error carries its message): one toast.
  const placeIfBuyable = once(form.handleSubmit(submit, toastFirstError));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked) {
      event.preventDefault();
      unavailableRef.current?.focus();
      return;
    }
    placeIfBuyable(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        {blocked && (
          <Notice $tone="danger" role="alert" ref={unavailableRef} tabIndex={-1}>
            <strong>Algunos productos de tu carrito ya no están disponibles</strong>
            <span>
              Revisa tu carrito para quitarlos o ajustar las cantidades antes de realizar el pedido.
            </span>
            <Link component={RouterLink} to={paths.cart.getHref()}>
              Ir al carrito
            </Link>
          </Notice>
        )}
        <Layout>
          <Column>
            <ContactSection />
            <AddressSection
              saved={savedAddresses.data}
              saveChoice={saveChoice}
              onSaveChoiceChange={setSaveChoice}
            />
            <DeliverySection />
            <DiscountsSection
              userId={userId}
              slotId={slotId || null}
              discount={discount}
              onApply={setDiscount}
              onRemove={() => setDiscount(null)}
            />
            <PaymentSection />
          </Column>
          <Aside aria-label="Resumen">
            <OrderSummary
              quote={shown}
              slotChosen={slotId !== ''}
              updating={quote.isPlaceholderData}
            >
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={form.formState.isSubmitting}
                disabled={blocked}
              >
                Realizar pedido
              </Button>
            </OrderSummary>
          </Aside>
        </Layout>
      </form>
    </FormProvider>
  );
}
