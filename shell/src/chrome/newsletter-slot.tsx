import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, TextField, vars } from '@bonis/design-system';
import { RemoteSlot } from '../remotes/remote-slot';
import { useWidgetOnInteraction } from './use-widget-on-interaction';

const Form = styled.form`
  display: flex;
  flex-direction: column;

  label {
    margin-bottom: ${vars.space[2]};
    font-size: ${vars.fontSize.sm};
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  & > input {
    flex: 1 1 180px;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

/**
 * The footer's newsletter form as the shell draws it until mfe-catalog's form is wanted: the
 * same label, field and button. It subscribes nothing itself: reaching for it loads the
 * catalog's form, which takes over the email typed and the focus (a submit meanwhile waits for
 * it).
 */
function StandInForm({
  email,
  onEmail,
  onWant,
  onFocusChange,
}: {
  email: string;
  onEmail: (email: string) => void;
  onWant: (focused: boolean) => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onWant(true);
  };
  return (
    <Form
      noValidate
      onSubmit={submit}
      onPointerEnter={() => onWant(false)}
      data-newsletter-stand-in=""
    >
      <label htmlFor={inputId}>Tu email</label>
      <Row>
        <TextField
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nombre@correo.com"
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          onFocus={() => {
            onFocusChange(true);
            onWant(true);
          }}
          onBlur={() => onFocusChange(false)}
        />
        <Button type="submit">Suscribirme</Button>
      </Row>
    </Form>
  );
}

/** The footer's newsletter: mfe-catalog's form, loaded on the catalog's pages or when reached for. */
export function NewsletterSlot() {
  const [email, setEmail] = useState('');
  const { ready, focused, want, setFocused } = useWidgetOnInteraction(
    'catalog',
    'FooterNewsletter',
  );
  if (!ready) {
    return (
      <StandInForm email={email} onEmail={setEmail} onWant={want} onFocusChange={setFocused} />
    );
  }
  return (
    <RemoteSlot
      remote="catalog"
      expose="FooterNewsletter"
      props={{ initialEmail: email, autoFocus: focused }}
    />
  );
}
