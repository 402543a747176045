import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

const Frame = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[12]};
  color: ${vars.color.text};

  ${media.md} {
    padding: ${vars.space[8]} ${vars.space[6]} ${vars.space[16]};
  }
`;

export interface CatalogPageProps {
  /** the route pattern this page serves ('/product/:id'): the e2e tests' hook */
  route: string;
  /** the id of the page's h1, which names the region */
  labelledBy?: string;
  /** the home page sets its own full-bleed layout */
  bleed?: boolean;
  children: ReactNode;
  className?: string;
}

const Bleed = styled.section`
  color: ${vars.color.text};
`;

/**
 * The region every catalog page renders in: it names the remote and the route it serves
 * (`data-remote`, `data-route`, as the shell's placeholder did) and the build's release
 * (`data-release`, which tells a canary deploy apart), and is labelled by the page's h1.
 */
export function CatalogPage({
  route,
  labelledBy,
  bleed = false,
  children,
  className,
}: CatalogPageProps) {
  const Root = bleed ? Bleed : Frame;
  return (
    <Root
      className={className}
      data-remote={__BONIS_BUILD__.app}
      data-route={route}
      data-release={__BONIS_BUILD__.release}
      aria-labelledby={labelledBy}
    >
      {children}
    </Root>
  );
}
