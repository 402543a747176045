import type { Ref } from 'react';
import { Current, Item, List, Nav, Separator } from './breadcrumb.styles';
import { renderAnchor, type RenderLink } from './render-link';

export interface BreadcrumbItem {
  label: string;
  /** where the step leads; the last item (the current page) is never a link */
  href?: string;
}

export interface BreadcrumbProps {
  /** from the home page to the current page */
  items: readonly BreadcrumbItem[];
  /** renders each link; a plain <a href> by default */
  renderLink?: RenderLink;
  /** the nav's accessible name; 'Ruta de navegación' */
  label?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M6 3l5 5-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Where the page sits: an ordered list of links ending in the current page. */
export function Breadcrumb({
  items,
  renderLink = renderAnchor,
  label = 'Ruta de navegación',
  className,
  ref,
}: BreadcrumbProps) {
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <Nav ref={ref} className={className} aria-label={label}>
      <List>
        {items.map((item, index) => {
          const isCurrent = index === lastIndex;
          return (
            <Item key={`${index}-${item.label}`}>
              {isCurrent ? (
                <Current aria-current="page" title={item.label}>
                  {item.label}
                </Current>
              ) : item.href !== undefined ? (
                renderLink({ href: item.href, children: item.label })
              ) : (
                <span>{item.label}</span>
              )}
              {!isCurrent && (
                <Separator>
                  <Chevron />
                </Separator>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
