import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, formatPhone } from '@bonis/design-system';
import { bus, type AuthModal } from '@bonis/design-system/bus';
import { PHONE_PREFIX, toE164, useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import {
  isServiceError,
  phoneCodeSendErrorMessage,
  phoneCodeVerifyErrorMessage,
} from '../lib/auth-errors';
import { CODE_DIGITS, codeDigits, PHONE_DIGITS, phoneDigits } from '../lib/digits';
import { AuthField } from './auth-field';
import { Form, LinkButton, Links } from './auth-form.styles';
import { FormAlert } from './form-alert';

type Field = 'phone' | 'code';

export const PHONE_VALIDATION = {
  phoneIncomplete: 'Ingresa un número válido de 10 dígitos',
  codeIncomplete: 'Ingresa el código completo de 6 dígitos',
} as const;

export interface PhoneLoginFormProps {
  onSwitch: (view: AuthModal) => void;
  /** signed in: the dialog closes */
  onDone: () => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** Sign-in with an SMS code: the phone first, then the 6-digit code sent to it. */
export function PhoneLoginForm({ onSwitch, onDone, firstFieldRef }: PhoneLoginFormProps) {
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [digits, setDigits] = useState('');
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const stepChanged = useRef(false);
  const errors = useFormErrors<Field>();
  const sendCode = useSendPhoneCode();
  const verifyCode = useVerifyPhoneCode();
  const singleFlight = useSingleFlight();

  useEffect(() => {
    if (!stepChanged.current) return;
    (step === 'code' ? codeRef : firstFieldRef).current?.focus();
  }, [step, firstFieldRef]);

  const goTo = (next: 'phone' | 'code') => {
    stepChanged.current = true;
    errors.clear();
    setStep(next);
  };

  /** Sends (or resends) the code; true when it went. */
  const send = async (): Promise<boolean> => {
    errors.clear();
    try {
      await sendCode.mutateAsync(toE164(digits));
    } catch (error) {
      const fromService = isServiceError(error);
      if (!fromService) console.error('[mfe-account] sending the SMS code failed', error);
      errors.failForm(
        phoneCodeSendErrorMessage(error),
        fromService && step === 'phone' ? ['phone'] : [],
      );
      return false;
    }
    bus.getState().toastRequested({
      title: 'Código enviado',
      description: `Enviamos un código de ${CODE_DIGITS} dígitos al ${formatPhone(digits)}.`,
      tone: 'success',
    });
    return true;
  };

  const submitPhone = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void singleFlight(async () => {
      if (digits.length < PHONE_DIGITS) {
        errors.failField('phone', PHONE_VALIDATION.phoneIncomplete);
        firstFieldRef.current?.focus();
        return;
      }
      if (await send()) {
        setCode('');
        goTo('code');
      }
    });
  };

  const resend = () => {
    void singleFlight(async () => {
      await send();
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void singleFlight(async () => {
      if (code.length < CODE_DIGITS) {
        errors.failField('code', PHONE_VALIDATION.codeIncomplete);
        codeRef.current?.focus();
        return;
      }
      errors.clear();
      try {
        await verifyCode.mutateAsync({ phone: toE164(digits), token: code });
      } catch (error) {
        if (!isServiceError(error))
          console.error('[mfe-account] verifying the SMS code failed', error);
        errors.failForm(phoneCodeVerifyErrorMessage(error), ['code']);
        codeRef.current?.focus();
        return;
      }
      bus.getState().toastRequested({ title: '¡Bienvenido!', tone: 'success' });
      onDone();
    });
  };

  if (step === 'code') {
    return (
      <Form onSubmit={submitCode}>
        <p>
          Escribe el código de {CODE_DIGITS} dígitos que enviamos por SMS al{' '}
          <strong>{formatPhone(digits)}</strong>.
        </p>
        <AuthField
          label="Código de verificación"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={`${CODE_DIGITS} dígitos`}
          value={code}
          onValueChange={(value) => setCode(codeDigits(value))}
          error={errors.fieldError('code')}
          errorId={errors.errorIdFor('code')}
          inputRef={codeRef}
        />
        <FormAlert id={errors.formErrorId} error={errors.formError} />
        <Button type="submit" fullWidth loading={verifyCode.isPending}>
          Verificar código
        </Button>
        <Links>
          <LinkButton type="button" onClick={() => goTo('phone')}>
            Cambiar número
          </LinkButton>
          <LinkButton
            type="button"
            onClick={resend}
            disabled={sendCode.isPending}
            aria-busy={sendCode.isPending || undefined}
          >
            Reenviar código
          </LinkButton>
        </Links>
      </Form>
    );
  }

  return (
    <Form onSubmit={submitPhone}>
      <AuthField
        label="Número de celular"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={`Colombia (${PHONE_PREFIX}), ${PHONE_DIGITS} dígitos`}
        prefix={PHONE_PREFIX}
        placeholder="3001234567"
        value={digits}
        onValueChange={(value) => setDigits(phoneDigits(value))}
        error={errors.fieldError('phone')}
        errorId={errors.errorIdFor('phone')}
        inputRef={firstFieldRef}
      />
      <FormAlert id={errors.formErrorId} error={errors.formError} />
      <Button type="submit" fullWidth loading={sendCode.isPending}>
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
