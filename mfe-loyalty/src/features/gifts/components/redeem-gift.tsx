import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Skeleton, formatCOP, formatDate } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { shopperMessage, toastMessage } from '@bonis/supabase-client/queries';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { SignedOutView } from '../../../components/signed-out-view';
import { useRedeemGift, type GiftRedemption } from '../api/redeem-gift';
import {
  CODE_FIELD_MAX,
  REDEEM_MESSAGES,
  codeAsTyped,
  redeemGiftSchema,
  type RedeemGiftInput,
  type RedeemGiftValues,
} from '../schemas/redeem-gift';
import { fieldMessage, toastFieldError } from '../utils/form-messages';
import { CopyableCode } from './copyable-code';
import { Muted, Notice, NoticeRow, RedeemForm, Section, SectionTitle } from './gifts.styles';

/** A code refused by the schema toasts its whole message: 'Ingresa el código' / 'Escribe…'. */
const toastInvalid = toastFieldError(Object.values(REDEEM_MESSAGES));

/** A redemption that failed without an answer of the database's. */
export const REDEEM_ERROR = 'Error - No se pudo canjear el regalo. Intenta de nuevo.';

/**
 * 'Canjear un regalo': a signed-in shopper enters the code they received (trimmed and
 * uppercased) and `redeem_gift` gives them what it holds: a membership plan, active at once, or
 * a one-use discount code of theirs for checkout, shown here to copy. A wrong, used or
 * too-often-tried code, the buyer's own gift and a gift before its delivery date toast the
 * database's message and mark the field with it.
 */
export function RedeemGift() {
  const session = useBus((state) => state.session);
  return (
    <Section aria-labelledby="redeem-gift-title">
      <SectionTitle id="redeem-gift-title">Canjear un regalo</SectionTitle>
      <Muted>¿Te regalaron Boñis? Escribe el código que te llegó por email.</Muted>
      {session ? (
        <RedeemGiftForm userId={session.userId} />
      ) : (
        // also while the session is unknown (the server's HTML, the hydration); a browser that
        // holds a session sees the form's outline instead
        <SignedOutView
          session={session}
          placeholder={<Skeleton width="min(520px, 100%)" height={72} />}
        >
          <Notice $tone="info">
            <NoticeRow>
              <span>Inicia sesión para canjear un regalo</span>
              <Button size="sm" onClick={() => bus.getState().loginRequested('login')}>
                Iniciar sesión
              </Button>
            </NoticeRow>
          </Notice>
        </SignedOutView>
      )}
    </Section>
  );
}

function RedeemGiftForm({ userId }: { userId: string }) {
  const form = useForm<RedeemGiftValues, unknown, RedeemGiftInput>({
    resolver: zodResolver(redeemGiftSchema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const redeem = useRedeemGift(userId);
  const once = useSingleSubmit();
  const [redeemed, setRedeemed] = useState<GiftRedemption | null>(null);

  const submit = async ({ code }: RedeemGiftInput) => {
    let answer: GiftRedemption;
    try {
      answer = await redeem.mutateAsync(code);
    } catch (error) {
      const message = shopperMessage(error);
      if (!message) console.error('[mfe-loyalty] redeeming a gift failed', error);
      toastMessage(message ?? REDEEM_ERROR);
      return;
    }
    if (!answer.redeemed) {
      toastMessage(answer.message);
      form.setError(
        'code',
        { type: 'refused', message: fieldMessage(answer.message) },
        { shouldFocus: true },
      );
      return;
    }
    setRedeemed(answer);
    form.reset({ code: '' });
    bus.getState().toastRequested({
      title: '¡Regalo canjeado!',
      description:
        answer.gift_type === 'membership'
          ? `Tu membresía ${answer.plan_name} está activa hasta el ${formatDate(answer.expires_on)}`
          : `Tu cupón ${answer.discount_code} de ${formatCOP(answer.value)} ya está en tu cuenta`,
      tone: 'success',
    });
  };

  return (
    <>
      <RedeemForm noValidate onSubmit={once(form.handleSubmit(submit, toastInvalid))}>
        <FormTextField
          control={form.control}
          name="code"
          label="Código del regalo"
          placeholder="GIFT12345678"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_FIELD_MAX}
          keep={codeAsTyped}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Canjear
        </Button>
      </RedeemForm>
      {redeemed?.redeemed && <Redeemed answer={redeemed} />}
    </>
  );
}

/** What the last code gave, kept on the page (the toast goes away). */
function Redeemed({ answer }: { answer: Extract<GiftRedemption, { redeemed: true }> }) {
  if (answer.gift_type === 'membership') {
    return (
      <Notice $tone="success" role="status">
        <p>
          <strong>¡Regalo canjeado!</strong> Tu membresía {answer.plan_name} está activa hasta el{' '}
          {formatDate(answer.expires_on)}. Tus precios de socio y el envío gratis ya aplican.
        </p>
      </Notice>
    );
  }
  return (
    <Notice $tone="success" role="status">
      <p>
        <strong>¡Regalo canjeado!</strong> Tu cupón de {formatCOP(answer.value)} ya está en tu
        cuenta:
      </p>
      <CopyableCode code={answer.discount_code} />
      <p>Úsalo en el checkout, en «Código de descuento». Sirve una vez y solo con tu cuenta.</p>
    </Notice>
  );
}
