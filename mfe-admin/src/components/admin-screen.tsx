import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { styled } from 'styled-components';
import { Link, media, vars } from '@bonis/design-system';
import { paths } from '../config/paths';
import { ROLE_LABELS, canOpen, useBackOfficeRole } from '../lib/permissions';

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

const Message = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The heading of the screen a role may not open. */
export const FORBIDDEN_TITLE = 'No tienes permiso';

/**
 * Why the screen isn't shown: 'Tu rol (Personal) no permite abrir esta sección.' ('Tu cuenta'
 * while no back-office role is known: outside the store's shell).
 */
export function forbiddenMessage(role: ReturnType<typeof useBackOfficeRole>): string {
  return `${role ? `Tu rol (${ROLE_LABELS[role]})` : 'Tu cuenta'} no permite abrir esta sección.`;
}

/**
 * The region of one admin screen: its heading (the route manifest's title) names it, and the
 * `data-remote`/`data-route` attributes say which remote served which route (the e2e walk and
 * the app test read them, as they read the storefront remotes' pages).
 *
 * It is also the screens' guard: a role that may not open the route's section
 * (`canOpen`, `lib/permissions.ts`) gets 'No tienes permiso', why, and a link to the dashboard
 * instead of the screen, whose code is then never loaded. The database refuses them anyway.
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
  const role = useBackOfficeRole();
  const allowed = canOpen(role, route);
  return (
    <Section
      aria-labelledby={titleId}
      data-remote={__BONIS_BUILD__.app}
      data-route={route}
      data-release={__BONIS_BUILD__.release}
      data-forbidden={allowed ? undefined : ''}
    >
      <Title id={titleId}>{allowed ? title : FORBIDDEN_TITLE}</Title>
      {allowed ? (
        children
      ) : (
        <>
          <Message>{forbiddenMessage(role)}</Message>
          <div>
            <Link component={RouterLink} to={paths.dashboard.getHref()}>
              Ir al panel de administración
            </Link>
          </div>
        </>
      )}
    </Section>
  );
}
