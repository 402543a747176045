import { Link } from 'react-router';
import type { RenderLink } from '@bonis/design-system';

/** Renders the design system's links with the shell's router (client-side navigation). */
export const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
