import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, formatPhone } from '@bonis/design-system';
import { bus, type AuthModal } from '@bonis/design-system/bus';
import {
  firstError,
  FormAlert,
  FormTextField,
  showServerError,
  useSingleSubmit,
} from '@bonis/forms';
import { CODE_DIGITS, codeDigits, PHONE_DIGITS, phoneDigits } from '../../../lib/digits';
import { useRegistrationsClosedRefusal } from '../api/registrations';
import { PHONE_PREFIX, toE164, useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import {
  isServiceError,
  PHONE_MESSAGES,
  phoneCodeSendErrorMessage,
  phoneCodeVerifyErrorMessage,
} from '../lib/auth-errors';
import {
  phoneCodeSchema,
  phoneNumberSchema,
  type PhoneCodeValues,
  type PhoneNumberValues,
} from '../schemas/phone';
import { Form, LinkButton, Links } from './auth-form.styles';

export interface PhoneLoginFormProps {
  onSwitch: (view: AuthModal) => void;
  /** signed in: the dialog closes */
  onDone: () => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

type Step = 'phone' | 'code';

/**
 * Sign-in with an SMS code: the phone first, then the 6-digit code sent to it. One form per
 * step; the number is kept when going back. Sending, resending and verifying run one at a time.
 */
export function PhoneLoginForm({ onSwitch, onDone, firstFieldRef }: PhoneLoginFormProps) {
  const [step, setStep] = useState<Step>('phone');
  const numberForm = useForm<PhoneNumberValues>({
    resolver: firstError(zodResolver(phoneNumberSchema)),
    defaultValues: { phone: '' },
    reValidateMode: 'onSubmit',
  });
  const codeForm = useForm<PhoneCodeValues>({
    resolver: firstError(zodResolver(phoneCodeSchema)),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const phone = useWatch({ control: numberForm.control, name: 'phone' });
  const alertId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const firstStep = useRef(true);
  const sendCode = useSendPhoneCode();
  const registrationsClosedRefusal = useRegistrationsClosedRefusal();
  const verifyCode = useVerifyPhoneCode();
  const once = useSingleSubmit();

  // a new step focuses its field (the dialog focuses the first one when it opens)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    (step === 'code' ? codeRef : firstFieldRef).current?.focus();
  }, [step, firstFieldRef]);

  const goTo = (next: Step) => {
    numberForm.clearErrors();
    codeForm.clearErrors();
    setStep(next);
  };

  /** Sends (or resends) the code; true when it went. A failure shows in the step's form. */
  const send = async (digits: string, from: Step): Promise<boolean> => {
    try {
      await sendCode.mutateAsync(toE164(digits));
    } catch (error) {
      const fromService = isServiceError(error);
      // a new number is a new account: refused while registrations are closed
      const closed = await registrationsClosedRefusal(error);
      if (!fromService) console.error('[mfe-account] sending the SMS code failed', error);
      const message = closed
        ? PHONE_MESSAGES.registrationsClosed
        : phoneCodeSendErrorMessage(error);
      if (from === 'phone') {
        showServerError(numberForm, message, { about: fromService ? ['phone'] : [] });
      } else {
        showServerError(codeForm, message);
      }
      return false;
    }
    bus.getState().toastRequested({
      title: 'Código enviado',
      description: `Enviamos un código de ${CODE_DIGITS} dígitos al ${formatPhone(digits)}.`,
      tone: 'success',
    });
    return true;
  };

  const submitNumber = async ({ phone: digits }: PhoneNumberValues) => {
    if (await send(digits, 'phone')) {
      codeForm.reset({ code: '' });
      goTo('code');
    }
  };

  const resend = async () => {
    codeForm.clearErrors();
    await send(phone, 'code');
  };

  const submitCode = async ({ code }: PhoneCodeValues) => {
    try {
      await verifyCode.mutateAsync({ phone: toE164(phone), token: code });
    } catch (error) {
      if (!isServiceError(error)) {
        console.error('[mfe-account] verifying the SMS code failed', error);
      }
      showServerError(codeForm, phoneCodeVerifyErrorMessage(error), { about: ['code'] });
      return;
    }
    bus.getState().toastRequested({ title: '¡Bienvenido!', tone: 'success' });
    onDone();
  };

  if (step === 'code') {
    const { formState } = codeForm;
    return (
      <Form noValidate onSubmit={once(codeForm.handleSubmit(submitCode))}>
        <p>
          Escribe el código de {CODE_DIGITS} dígitos que enviamos por SMS al{' '}
          <strong>{formatPhone(phone)}</strong>.
        </p>
        <FormTextField
          control={codeForm.control}
          name="code"
          label="Código de verificación"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={`${CODE_DIGITS} dígitos`}
          keep={codeDigits}
          alertId={alertId}
          inputRef={codeRef}
        />
        <FormAlert id={alertId} errors={formState.errors} submitCount={formState.submitCount} />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Verificar código
        </Button>
        <Links>
          <LinkButton type="button" onClick={() => goTo('phone')}>
            Cambiar número
          </LinkButton>
          <LinkButton
            type="button"
            onClick={once(resend)}
            disabled={sendCode.isPending}
            aria-busy={sendCode.isPending || undefined}
          >
            Reenviar código
          </LinkButton>
        </Links>
      </Form>
    );
  }

  const { formState } = numberForm;
  return (
    <Form noValidate onSubmit={once(numberForm.handleSubmit(submitNumber))}>
      <FormTextField
        control={numberForm.control}
        name="phone"
        label="Número de celular"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={`Colombia (${PHONE_PREFIX}), ${PHONE_DIGITS} dígitos`}
        prefix={PHONE_PREFIX}
        placeholder="3001234567"
        keep={phoneDigits}
        alertId={alertId}
        inputRef={firstFieldRef}
      />
      <FormAlert id={alertId} errors={formState.errors} submitCount={formState.submitCount} />
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        Enviar código
      </Button>
      <Links>
        <LinkButton type="button" onClick={() => onSwitch('login')}>
          Volver a iniciar sesión
        </LinkButton>
      </Links>
    </Form>
  );
}
