import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@bonis/design-system';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { shopperMessage, useStoreSettings } from '@bonis/supabase-client/queries';
import { isAlreadySubscribed, useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { newsletterEmailProblem } from '../utils/newsletter-email';
import {
  Band,
  SentTo,
  Form,
  Intro,
  Label,
  Lead,
  Message,
  Row,
  Success,
  SuccessText,
  SuccessTitle,
  Title,
} from './home-newsletter.styles';

/** storefront spec §8, the home's wording (the database's own, raised with code 23505). */
export const HOME_ALREADY_SUBSCRIBED_MESSAGE = DB_MESSAGES.newsletterAlreadySubscribed;
export const HOME_SUBSCRIBE_FAILED_MESSAGE = 'Error al suscribirse. Inténtalo de nuevo.';

/**
 * The home's newsletter section (storefront spec §2, §4, §5): one email, checked in the
 * browser, subscribed by the database with source 'home' (which creates a one-use WELCOME + 6
 * characters code worth 10 % off the first purchase). Success shows the code, with a button
 * back to an empty form; errors keep what was typed. Hidden while `app_settings` turns the
 * newsletter off (the database refuses subscriptions then too).
 */
export function HomeNewsletter() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const subscribe = useSubscribeNewsletter('home');
  const sending = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusInputAfterReset = useRef(false);
  const titleId = useId();
  const inputId = useId();
  const alertId = useId();
  const statusId = useId();
  const { newsletterEnabled } = useStoreSettings();

  // The form (with its focused button) gives way to the result, and back: focus follows.
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
    const found = newsletterEmailProblem(email);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    sending.current = true;
    subscribe.mutate(email.trim(), {
      onError: (error) => {
        if (!isAlreadySubscribed(error)) {
          console.error('[mfe-catalog] home newsletter subscription failed', error);
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

  const alreadySubscribed = subscribe.isError && isAlreadySubscribed(subscribe.error);
  // Faults are alerts; 'already subscribed' is news. Both regions stay in the page so screen
  // readers announce what appears in them.
  // The database's own refusal (the newsletter just switched off…) is said as it is.
  const alertText =
    problem ??
    (subscribe.isError && !alreadySubscribed
      ? (shopperMessage(subscribe.error) ?? HOME_SUBSCRIBE_FAILED_MESSAGE)
      : '');
  const statusText = !problem && alreadySubscribed ? HOME_ALREADY_SUBSCRIBED_MESSAGE : '';

  // Switched off in the settings (ARCHITECTURE §5): no section at all (live with the settings).
  if (!newsletterEnabled) return null;

  return (
    <Band aria-labelledby={titleId} data-state={subscribe.isSuccess ? 'success' : 'form'}>
      <Intro>
        <Title id={titleId}>Suscríbete a nuestro newsletter</Title>
        <Lead>
          Recibe ofertas exclusivas, novedades y consejos para consentir a tu mascota. Al
          suscribirte te regalamos un 10&nbsp;% de descuento en tu primera compra.
        </Lead>
      </Intro>
      {subscribe.isSuccess ? (
        <Success>
          <SuccessText ref={successRef} tabIndex={-1} role="status">
            <SuccessTitle>¡Gracias por suscribirte!</SuccessTitle>
            <span>Te enviamos tu código de 10&nbsp;% de descuento a</span>
            <SentTo>{subscribe.data.email}</SentTo>
            <span>Úsalo en tu primera compra, con la cuenta de ese email.</span>
          </SuccessText>
          <Button variant="secondary" onClick={subscribeAnother}>
            Suscribir otro email
          </Button>
        </Success>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label="Suscripción al newsletter">
          <Label htmlFor={inputId}>Email</Label>
          <Row>
            <TextField
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              size="lg"
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
            <Button type="submit" size="lg" loading={subscribe.isPending}>
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
      )}
    </Band>
  );
}
