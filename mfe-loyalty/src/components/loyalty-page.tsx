import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

const Frame = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[12]};
  color: ${vars.color.text};

  ${media.md} {
    padding: ${vars.space[8]} ${vars.space[6]} ${vars.space[16]};
  }
`;

export interface LoyaltyPageProps {
  /** the route pattern this page serves ('/ruleta'): the e2e tests' hook */
  route: string;
  /** the id of the page's h1, which names the region */
  labelledBy: string;
  children: ReactNode;
}

/**
 * The region every page of this remote renders in: it names the remote and the route it serves
 * (`data-remote`, `data-route`) and the build's release (`data-release`), and is labelled by the
 * page's h1.
 */
export function LoyaltyPage({ route, labelledBy, children }: LoyaltyPageProps) {
  return (
    <Frame
      data-remote={__BONIS_BUILD__.app}
      data-route={route}
      data-release={__BONIS_BUILD__.release}
      aria-labelledby={labelledBy}
    >
      {children}
    </Frame>
  );
}
