import type { ReactNode } from 'react';

/** What a link renderer receives: spread it onto a router's Link (`to={href}`) or an <a>. */
export interface LinkRenderProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/**
 * Renders a link. Remotes pass their router's Link, e.g.
 * `renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default link renderer: a plain <a href>. */
export const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
