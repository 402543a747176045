import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { RemoteSlot } from '../remotes/remote-slot';

const Form = styled.form`
  display: flex;
  width: 100%;

  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.borderStrong};
    border-right: 0;
    border-radius: ${vars.radius.pill} 0 0 ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
  }
  button {
    height: 40px;
    padding: 0 ${vars.space[4]};
    border: 0;
    border-radius: 0 ${vars.radius.pill} ${vars.radius.pill} 0;
    background: ${vars.color.brandBg};
    color: ${vars.color.onBrand};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  input:focus-visible,
  button:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

/**
 * The shell's own search form: shown while the catalog's search box loads and if it can't.
 * It still searches — submitting goes to /search?q=… — without the suggestions.
 */
function PlainSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`/search?${new URLSearchParams({ q }).toString()}`);
    onNavigate?.();
  };
  return (
    <Form role="search" onSubmit={submit} data-search-fallback="">
      <input
        type="search"
        aria-label="Buscar productos"
        placeholder="Buscar productos, marcas…"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit">Buscar</button>
    </Form>
  );
}

/** The header's search box: mfe-catalog's widget, with a plain form as its stand-in. */
export function SearchSlot({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <RemoteSlot
      remote="catalog"
      expose="SearchBox"
      props={{ onNavigate }}
      loading={<PlainSearch onNavigate={onNavigate} />}
      fallback={() => <PlainSearch onNavigate={onNavigate} />}
    />
  );
}
