import { Link } from 'react-router';
import { useBus } from '@bonis/design-system/bus';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { useStoreAccess } from '../settings/store-access';
import { ToolIcon } from './icons';
import { chromeLinks } from './nav-data';

export const MAINTENANCE_NOTICE =
  'La tienda está en modo mantenimiento: los clientes ven la página de mantenimiento';

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.warningSoft};
  color: ${vars.color.onWarningSoft};
  font-size: ${vars.fontSize.sm};
  text-align: center;

  p {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    font-weight: 700;
  }
  svg {
    flex: none;
  }
  a {
    color: inherit;
    font-weight: 800;
  }
  a:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Over every page staff and admins see while maintenance mode is on (the store and the back
 * office): shoppers are seeing the maintenance page. The switch is in the settings, which only
 * an admin opens, so only an admin gets the link. Nothing for anyone else, nor when the store
 * is open.
 */
export function MaintenanceNotice() {
  const access = useStoreAccess();
  const isAdmin = useBus((state) => state.session?.isAdmin === true);
  if (access !== 'back-office') return null;
  return (
    <Bar aria-label="Modo mantenimiento" data-maintenance-notice="">
      <p>
        <ToolIcon size={18} />
        {MAINTENANCE_NOTICE}
      </p>
      {isAdmin && <Link to={chromeLinks.adminSettings}>Ir a Configuración</Link>}
    </Bar>
  );
}
