import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useController, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Button, formatCOP, formatDate } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES, todayInBogota } from '@bonis/supabase-client';
import { shopperMessage, splitMessage, toastMessage } from '@bonis/supabase-client/queries';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { paymentHref } from '@bonis/contracts/links';
import { SignedOutView } from '../../../components/signed-out-view';
import { useGiftPlans } from '../api/get-gift-plans';
import { useBuyGift } from '../api/buy-gift';
import { useBogotaToday } from '../hooks/use-bogota-today';
import {
  GIFT_FORM_MESSAGES,
  NAME_MAX,
  createGiftFormSchema,
  emptyGiftForm,
  phoneDigits,
  type BuyGiftInput,
  type GiftFormValues,
} from '../schemas/gift-form';
import { fieldMessage, toastFieldError } from '../utils/form-messages';
import { giftItemLabel } from '../utils/gift-items';
import { GiftMessageField } from './gift-message-field';
import { GiftPicker, itemPrice } from './gift-picker';
import {
  Fields,
  Muted,
  Panel,
  PurchaseLayout,
  StepTitle,
  Summary,
  SummaryLine,
  TwoFields,
} from './gifts.styles';

/** Spec §5, §8: buying a gift needs a signed-in shopper (the database's words for it). */
export const SIGN_IN_TO_BUY = DB_MESSAGES.signInToBuyGift;
/** Spec §8: a purchase that failed without a message of the database's. */
export const BUY_ERROR = 'Error al procesar regalo';

/** A field refused by the schema toasts its whole message: 'Error' / 'Por favor completa…'. */
const toastInvalid = toastFieldError(Object.values(GIFT_FORM_MESSAGES));

/** The fields a refusal of `buy_gift` is about, by the message's title. */
const REFUSAL_FIELDS: Record<string, readonly FieldPath<GiftFormValues>[]> = {
  [splitMessage(DB_MESSAGES.invalidEmail).title]: ['recipientEmail'],
  [splitMessage(DB_MESSAGES.giftInvalidPhone).title]: ['recipientPhone'],
  [DB_MESSAGES.giftDeliveryDateInPast]: ['deliveryDate'],
  [DB_MESSAGES.giftMessageTooLong]: ['message'],
  [DB_MESSAGES.giftRecipientNameTooLong]: ['recipientName'],
};

/**
 * The purchase (spec §2, §5): the item (tabs 'Membresías' and 'Cupones'), the recipient form
 * (one zod schema on react-hook-form) and 'Comprar', which creates the pending purchase
 * (`buy_gift`) and takes the shopper to pay it on `/payment?gift=<id>`. Signed out, 'Comprar'
 * says 'Inicia sesión - Debes iniciar sesión para comprar un regalo' and opens the login dialog;
 * what was filled in stays.
 */
export function GiftForm() {
  const session = useBus((state) => state.session);
  const navigate = useNavigate();
  const today = useBogotaToday();
  const schema = useMemo(() => createGiftFormSchema(() => todayInBogota()), []);
  const form = useForm<GiftFormValues, unknown, BuyGiftInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyGiftForm(today),
    reValidateMode: 'onSubmit',
  });
  const buy = useBuyGift(session?.userId ?? '');
  const once = useSingleSubmit();
  const [leaving, setLeaving] = useState(false);
  const plans = useGiftPlans();

  const { field: itemField, fieldState: itemState } = useController({
    control: form.control,
    name: 'item',
  });
  const item = itemField.value;
  const deliveryDate = useWatch({ control: form.control, name: 'deliveryDate' });
  const { ref: itemRef } = itemField;
  const focusItem = useCallback(
    (target: { focus: () => void } | null) => itemRef(target),
    [itemRef],
  );

  // A server-rendered page starts without a day (useBogotaToday): once hydrated, the date starts
  // at the browser's today, as it does on a page the browser renders itself.
  const startsWithoutDay = useRef(today === '');
  // Midnight in Bogotá while the page is open: a date now in the past (it can only be the old
  // today, the earliest there was) moves to the new today, the earliest there is.
  useEffect(() => {
    if (today === '') return;
    const date = form.getValues('deliveryDate');
    if (startsWithoutDay.current) {
      startsWithoutDay.current = false;
      if (date === '') form.resetField('deliveryDate', { defaultValue: today });
      return;
    }
    if (date !== '' && date < today) form.setValue('deliveryDate', today);
  }, [today, form]);

  const submit = async (input: BuyGiftInput) => {
    let giftId: string;
    try {
      giftId = (await buy.mutateAsync(input)).id;
    } catch (error) {
      const message = shopperMessage(error);
      if (!message) console.error('[mfe-loyalty] buying a gift failed', error);
      toastMessage(message ?? BUY_ERROR);
      if (message) markRefused(message);
      return;
    }
    setLeaving(true);
    navigate(paymentHref({ gift: giftId }));
  };

  /**
   * The database refused a field (it checks the form again): it is marked with the message's
   * description (the toast has its title) and focused.
   */
  const markRefused = (message: string) => {
    const fields = REFUSAL_FIELDS[splitMessage(message).title] ?? [];
    fields.forEach((name, index) =>
      form.setError(
        name,
        { type: 'refused', message: fieldMessage(message) },
        { shouldFocus: index === 0 },
      ),
    );
  };

  const buyIfValid = once(form.handleSubmit(submit, toastInvalid));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (session === null) {
      event.preventDefault();
      toastMessage(SIGN_IN_TO_BUY);
      bus.getState().loginRequested('login');
      return;
    }
    if (session === undefined) {
      event.preventDefault();
      return;
    }
    buyIfValid(event);
  };

  const price = item === '' ? null : itemPrice(item, plans.data);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Comprar un regalo">
      <PurchaseLayout>
        <Panel>
          <StepTitle>1. Elige tu regalo</StepTitle>
          <GiftPicker
            value={item}
            onChange={(next) => itemField.onChange(next)}
            error={itemState.error?.message}
            focusRef={focusItem}
          />
        </Panel>
        <Panel>
          <StepTitle>2. ¿Para quién es?</StepTitle>
          <Fields>
            <FormTextField
              control={form.control}
              name="recipientName"
              label="Nombre del destinatario"
              required
              autoComplete="off"
              maxLength={NAME_MAX}
            />
            <FormTextField
              control={form.control}
              name="recipientEmail"
              label="Email del destinatario"
              type="email"
              required
              autoComplete="off"
              hint="Le enviaremos el código a este email."
            />
            <TwoFields>
              <FormTextField
                control={form.control}
                name="recipientPhone"
                label="Teléfono (opcional)"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                keep={phoneDigits}
                hint="Solo números, de 7 a 20 dígitos."
              />
              <FormTextField
                control={form.control}
                name="deliveryDate"
                label="Fecha de entrega"
                type="date"
                min={today || undefined}
                hint="Desde hoy (hora de Bogotá)."
              />
            </TwoFields>
            <GiftMessageField control={form.control} />
          </Fields>
          <Summary>
            <SummaryLine>
              <span>{item === '' ? 'Elige un regalo' : giftItemLabel(item)}</span>
              {price !== null && <strong>{formatCOP(price)}</strong>}
            </SummaryLine>
            <Muted>
              {deliveryDate
                ? `Le enviaremos su código por email el ${formatDate(deliveryDate)}. `
                : ''}
              Pagas en el siguiente paso, con tarjeta o PSE.
            </Muted>
            <SignedOutView session={session}>
              <Muted>Necesitas iniciar sesión para comprar un regalo.</Muted>
            </SignedOutView>
            <Button
              type="submit"
              size="lg"
              fullWidth
              disabled={session === undefined}
              loading={form.formState.isSubmitting || leaving}
            >
              Comprar
            </Button>
          </Summary>
        </Panel>
      </PurchaseLayout>
    </form>
  );
}
