import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

const Section = styled.section`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  padding: ${vars.space[4]} ${vars.space[3]} ${vars.space[8]};

  ${media.sm} {
    padding: ${vars.space[6]} ${vars.space[6]} ${vars.space[10]};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/**
 * The region of one admin screen: its heading (the route manifest's title) names it, and the
 * `data-remote`/`data-route` attributes say which remote served which route (the e2e walk and
 * the app test read them, as they read the storefront remotes' pages).
 */
export function AdminScreen({
  route,
  title,
  children,
}: {
  route: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Section
      aria-labelledby={titleId}
      data-remote={__BONIS_BUILD__.app}
      data-route={route}
      data-release={__BONIS_BUILD__.release}
    >
      <Title id={titleId}>{title}</Title>
      {children}
    </Section>
  );
}
