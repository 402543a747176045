import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FooterNewsletterProps } from '@bonis/contracts';
import { Button, TextField } from '@bonis/design-system';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { shopperMessage, useStoreSettings } from '@bonis/supabase-client/queries';
import { isAlreadySubscribed, useSubscribeNewsletter } from '../api/subscribe-newsletter';
import {
  SentTo,
  Form,
  Label,
  Message,
  Row,
  Success,
  SuccessText,
  SuccessTitle,
} from './footer-newsletter.styles';

/** Something@something.tld, without spaces: what the database function accepts too. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The validation message for what was typed, or undefined when it can be sent. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return DB_MESSAGES.newsletterEmailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Ingresa un email válido';
  return undefined;
}

export const ALREADY_SUBSCRIBED_MESSAGE = 'Ya estás suscrito';
export const SUBSCRIBE_FAILED_MESSAGE = 'Error al suscribirse. Inténtalo de nuevo.';

/**
 * The footer's newsletter form: one email, validated in the browser, subscribed by the
 * database (which creates a NEWSLETTER + 6 characters code worth 10 % off the first purchase).
 * On success it shows the code, with a button to subscribe another email. Errors keep what
 * was typed.
 */
export function FooterNewsletter({
  initialEmail = '',
  autoFocus = false,
}: FooterNewsletterProps = {}) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string>();
  const subscribe = useSubscribeNewsletter('footer');
  const sending = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusInputAfterReset = useRef(false);
  const inputId = useId();
  const alertId = useId();
  const statusId = useId();
  const { newsletterEnabled } = useStoreSettings();

  // Replacing the shell's stand-in under the shopper's fingers: the focus carries over.
  useEffect(() => {
    if (!autoFocus) return;
    // (an email field has no selection API: the browser places the caret)
    inputRef.current?.focus();
    // only when mounted: a later prop change must not steal the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form (and its focused button) is replaced by the result, and back: move focus along.
  useEffect(() => {
    if (subscribe.isSuccess) {
      successRef.current?.focus();
    } else if (focusInputAfterReset.current) {
      focusInputAfterReset.current = false;
      inputRef.current?.focus();
    }
  }, [subscribe.isSuccess]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    sending.current = true;
    subscribe.mutate(email.trim(), {
      onError: (error) => {
        if (!isAlreadySubscribed(error)) {
          console.error('[mfe-catalog] newsletter subscription failed', error);
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const subscribeAnother = () => {
    focusInputAfterReset.current = true;
    setEmail('');
    setProblem(undefined);
    subscribe.reset();
  };

  // Switched off in the settings (ARCHITECTURE §5): nothing (the shell hides the footer's
  // section too; the database refuses subscriptions).
  if (!newsletterEnabled) return null;

  if (subscribe.isSuccess) {
    return (
      <Success data-widget="catalog-footer-newsletter" data-state="success">
        <SuccessText ref={successRef} tabIndex={-1} role="status">
          <SuccessTitle>¡Gracias por suscribirte!</SuccessTitle>
          <span>Te enviamos tu código de 10&nbsp;% de descuento a</span>
          <SentTo>{subscribe.data.email}</SentTo>
          <span>Úsalo en tu primera compra, con la cuenta de ese email.</span>
        </SuccessText>
        <Button variant="secondary" size="sm" onClick={subscribeAnother}>
          Suscribir otro email
        </Button>
      </Success>
    );
  }

  const alreadySubscribed = subscribe.isError && isAlreadySubscribed(subscribe.error);
  // Errors are alerts; 'already subscribed' is news, not a fault. Both regions stay in the page
  // so screen readers announce what appears in them.
  // The database's own refusal (the newsletter just switched off…) is said as it is.
  const alertText =
    problem ??
    (subscribe.isError && !alreadySubscribed
      ? (shopperMessage(subscribe.error) ?? SUBSCRIBE_FAILED_MESSAGE)
      : '');
  const statusText = !problem && alreadySubscribed ? ALREADY_SUBSCRIBED_MESSAGE : '';

  return (
    <Form noValidate onSubmit={onSubmit} data-widget="catalog-footer-newsletter">
      <Label htmlFor={inputId}>Tu email</Label>
      <Row>
        <TextField
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nombre@correo.com"
          value={email}
          invalid={problem !== undefined}
          aria-describedby={alertText ? alertId : statusText ? statusId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(undefined);
            if (subscribe.isError) subscribe.reset();
          }}
        />
        <Button type="submit" loading={subscribe.isPending}>
          Suscribirme
        </Button>
      </Row>
      <Message id={alertId} role="alert" $tone="error">
        {alertText}
      </Message>
      <Message id={statusId} role="status" $tone="info">
        {statusText}
      </Message>
    </Form>
  );
}
