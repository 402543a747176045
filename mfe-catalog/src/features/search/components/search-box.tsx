import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useNavigate } from 'react-router';
import type { SearchBoxProps } from '@bonis/contracts';
import { productHref, searchHref } from '@bonis/contracts/links';
import { formatCOP } from '@bonis/design-system';
import { getSupabase, productImageSources, THUMBNAIL_IMAGE_WIDTHS } from '@bonis/supabase-client';
import { StoreIcon } from '../../../components/store-icon';
import { isSearchable, useSearchProducts, type SearchSuggestion } from '../api/search-products';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  Brand,
  Form,
  HiddenLabel,
  Input,
  Listbox,
  Name,
  Option,
  Popup,
  PriceText,
  Root,
  Status,
  Submit,
  Text,
  Thumb,
  ThumbPlaceholder,
} from './search-box.styles';

/** The pause after the last keystroke before searching (spec §5). */
export const SEARCH_DELAY_MS = 300;

function ProductThumb({ image }: { image: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const sources = productImageSources(getSupabase(), image, {
    widths: THUMBNAIL_IMAGE_WIDTHS,
    // Thumb: 40 px
    sizes: '40px',
  });
  const src = sources?.src;
  if (!src || failed) {
    return (
      <ThumbPlaceholder aria-hidden="true">
        <StoreIcon name="paw" />
      </ThumbPlaceholder>
    );
  }
  return (
    <Thumb
      src={src}
      srcSet={sources?.srcSet}
      sizes={sources?.sizes}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

const countText = (count: number) =>
  count === 1 ? '1 producto encontrado' : `${count} productos encontrados`;

const optionIdOf = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** Keeps focus in the input when an option (or the popup's scrollbar) is pressed. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The header's product search: a combobox (ARIA 1.2 pattern, list autocomplete) that suggests
 * up to 6 active products 300 ms after the trimmed text reaches 3 characters. Arrow keys move
 * through the suggestions, Enter opens the active one (or searches the text on /search),
 * Escape closes the list. Search errors are logged and show as no results (spec §8).
 */
export function SearchBox({ onNavigate, initialText = '', autoFocus = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  const inputRef = useRef<HTMLInputElement>(null);

  // Replacing the shell's stand-in under the shopper's fingers: the focus and caret carry over.
  useEffect(() => {
    if (!autoFocus) return;
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    // only when mounted: a later prop change must not steal the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputId = useId();
  const listboxId = useId();

  const term = text.trim();
  const debouncedTerm = useDebouncedValue(term, SEARCH_DELAY_MS);
  const search = useSearchProducts(debouncedTerm);

  useEffect(() => {
    if (search.error) console.error('[mfe-catalog] product search failed', search.error);
  }, [search.error]);

  const expanded = open && isSearchable(term);
  const loading = debouncedTerm !== term || search.isPending;
  const results: SearchSuggestion[] = loading ? [] : (search.data ?? []);
  const active = activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;
  const optionId = (index: number) => optionIdOf(listboxId, index);

  // keep the active suggestion visible in a list that scrolls (short screens)
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionIdOf(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const openProduct = (product: SearchSuggestion) => {
    navigate(productHref(product.id));
    setText('');
    close();
    onNavigate?.();
  };

  const openSearch = () => {
    if (!term) return;
    navigate(searchHref(term));
    close();
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        if (!isSearchable(term)) return;
        event.preventDefault();
        if (!expanded) setOpen(true);
        else if (results.length > 0) setActiveIndex(active + 1 >= results.length ? 0 : active + 1);
        return;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        if (results.length > 0) setActiveIndex(active <= 0 ? results.length - 1 : active - 1);
        return;
      case 'Enter': {
        event.preventDefault();
        const product = expanded ? results[active] : undefined;
        if (product) openProduct(product);
        else openSearch();
        return;
      }
      case 'Escape':
        // a closed list lets Escape through (the browser clears a search field, a drawer closes)
        if (!expanded) return;
        event.preventDefault();
        close();
        return;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    openSearch();
  };

  const status = loading
    ? 'Buscando…'
    : results.length === 0
      ? 'No se encontraron productos'
      : countText(results.length);

  return (
    <Root data-widget="catalog-search-box">
      <Form role="search" onSubmit={onSubmit}>
        <HiddenLabel htmlFor={inputId}>Buscar productos</HiddenLabel>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Buscar productos, marcas…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
        />
        <Submit type="submit">Buscar</Submit>
      </Form>
      <Popup hidden={!expanded} aria-busy={loading || undefined} onMouseDown={keepFocus}>
        <Status role="status" $hidden={!loading && results.length > 0}>
          {expanded ? status : ''}
        </Status>
        <Listbox id={listboxId} role="listbox" aria-label="Sugerencias de productos">
          {results.map((product, index) => (
            <Option
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onClick={() => openProduct(product)}
            >
              <ProductThumb image={product.images[0]} />
              <Text>
                <Name>{product.name}</Name>
                {product.brand && <Brand>{product.brand}</Brand>}
              </Text>
              <PriceText>{formatCOP(product.price)}</PriceText>
            </Option>
          ))}
        </Listbox>
      </Popup>
    </Root>
  );
}
