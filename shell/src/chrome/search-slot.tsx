import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { searchHref } from '@bonis/contracts/links';
import { vars } from '@bonis/design-system';
import { RemoteSlot } from '../remotes/remote-slot';
import { useWidgetOnInteraction } from './use-widget-on-interaction';

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
 * The shell's own search form: shown until the catalog's search box is wanted, while it loads
 * and if it can't. It still searches — submitting goes to /search?q=… — without the
 * suggestions. Its text is the slot's, so the catalog's box takes it over.
 */
function PlainSearch({
  text,
  onText,
  onWant,
  onFocusChange,
  onNavigate,
}: {
  text: string;
  onText: (text: string) => void;
  onWant: (focused: boolean) => void;
  onFocusChange: (focused: boolean) => void;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(searchHref(q));
    onNavigate?.();
  };
  return (
    <Form
      role="search"
      onSubmit={submit}
      data-search-fallback=""
      onPointerEnter={() => onWant(false)}
    >
      <input
        type="search"
        aria-label="Buscar productos"
        placeholder="Buscar productos, marcas…"
        value={text}
        onChange={(event) => onText(event.target.value)}
        onFocus={() => {
          onFocusChange(true);
          onWant(true);
        }}
        onBlur={() => onFocusChange(false)}
      />
      <button type="submit">Buscar</button>
    </Form>
  );
}

/**
 * The header's search box: mfe-catalog's widget, with a plain form as its stand-in. Off the
 * catalog's pages the widget loads when the shopper reaches for the box (useWidgetOnInteraction)
 * and takes over what was typed and the focus.
 */
export function SearchSlot({ onNavigate }: { onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const { ready, focused, want, setFocused } = useWidgetOnInteraction('catalog', 'SearchBox');
  const plain = (
    <PlainSearch
      text={text}
      onText={setText}
      onWant={want}
      onFocusChange={setFocused}
      onNavigate={onNavigate}
    />
  );
  if (!ready) return plain;
  return (
    <RemoteSlot
      remote="catalog"
      expose="SearchBox"
      props={{ onNavigate, initialText: text, autoFocus: focused }}
      loading={plain}
      fallback={() => plain}
    />
  );
}
