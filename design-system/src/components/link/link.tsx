import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { ExternalMark, StyledLink, type LinkVariant } from './link.styles';

export type { LinkVariant };

export const EXTERNAL_LINK_TEXT = '(abre en una pestaña nueva)';

interface LinkOwnProps<C extends ElementType> {
  variant?: LinkVariant;
  /** opens in a new tab with rel="noopener noreferrer" and tells screen readers so */
  external?: boolean;
  /**
   * what to render instead of `<a>`, with the same styles: a router link such as
   * `component={RouterLink}` with `to="/dogs"`. Its own props are accepted and passed on.
   */
  component?: C;
  children: ReactNode;
}

export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof LinkOwnProps<C>>;

/**
 * A styled link. An `<a href>` by default; with `component` it renders a router's Link
 * (whose package the design system cannot import) with the same look.
 */
export function Link<C extends ElementType = 'a'>({
  variant = 'default',
  external = false,
  component,
  children,
  ...rest
}: LinkProps<C>) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledLink
      as={component as ElementType | undefined}
      data-variant={variant}
      data-external={external || undefined}
      $variant={variant}
      {...externalProps}
      {...rest}
    >
      {children}
      {external && (
        <>
          <ExternalMark aria-hidden="true">↗</ExternalMark>
          <VisuallyHidden> {EXTERNAL_LINK_TEXT}</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
}
