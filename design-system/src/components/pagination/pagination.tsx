import type { Ref } from 'react';
import { pageItems } from './page-items';
import { Ellipsis, List, Nav, PageButton, StepLabel } from './pagination.styles';

export interface PaginationProps {
  /** the current page, from 1 */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** the nav's accessible name; 'Paginación' */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** accessible name of a page button; 'Página N' */
  pageLabel?: (page: number) => string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const defaultPageLabel = (page: number) => `Página ${page}`;

/**
 * Anterior / pages / Siguiente. Shows the first, the last and the neighbours of the current
 * page with '…' between gaps (`pageItems`); renders nothing for a single page.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Paginación',
  previousLabel = 'Anterior',
  nextLabel = 'Siguiente',
  pageLabel = defaultPageLabel,
  className,
  ref,
}: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length <= 1) return null;
  const last = Math.floor(totalPages);
  const current = Math.min(Math.max(1, page), last);

  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= last) onPageChange(next);
  };

  return (
    <Nav ref={ref} className={className} aria-label={label}>
      <List>
        <li>
          <PageButton
            type="button"
            data-variant="previous"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <Arrow direction="left" />
            <StepLabel>{previousLabel}</StepLabel>
          </PageButton>
        </li>
        {items.map((item, index) =>
          item === '…' ? (
            <Ellipsis key={`gap-${index}`} aria-hidden="true">
              …
            </Ellipsis>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            data-variant="next"
            disabled={current >= last}
            onClick={() => go(current + 1)}
          >
            <StepLabel>{nextLabel}</StepLabel>
            <Arrow direction="right" />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
