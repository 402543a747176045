import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TextField } from '@bonis/design-system';
import { SearchField, Toolbar, ToolbarActions, ToolbarSlot } from './admin-kit.styles';

/** How long the search waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarSearch {
  /** The committed search (from the URL). */
  value: string;
  /** Called 300 ms after the user stops typing (at once on Enter). */
  onChange: (q: string) => void;
  /** The visible label, e.g. 'Buscar productos'. */
  label: string;
  placeholder?: string;
}

export interface ListToolbarProps {
  search?: ListToolbarSearch;
  /** Filter controls (Selects, date inputs…), each with its own label. */
  filters?: ReactNode;
  /** Buttons at the end: 'Nuevo producto', <CsvExportButton>… */
  actions?: ReactNode;
}

function SearchBox({ value, onChange, label, placeholder }: ListToolbarSearch) {
  const id = useId();
  const [text, setText] = useState(value);
  // the last `value` rendered, and the last search this box sent
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  // the URL changed by itself (Back, a reset, a link), not by this box: show its search
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === value.trim()) return;
    setSent(next.trim());
    latest.current(next.trim());
  };

  return (
    <SearchField role="search">
      <label htmlFor={id}>{label}</label>
      <TextField
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
      />
    </SearchField>
  );
}

/** The row above a list: the search box, the filters and the actions; wraps on small screens. */
export function ListToolbar({ search, filters, actions }: ListToolbarProps) {
  return (
    <Toolbar>
      {search ? <SearchBox {...search} /> : null}
      {filters ? <ToolbarSlot>{filters}</ToolbarSlot> : null}
      {actions ? <ToolbarActions>{actions}</ToolbarActions> : null}
    </Toolbar>
  );
}
