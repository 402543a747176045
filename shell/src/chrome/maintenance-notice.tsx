import { Link } from 'react-router';
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
 * Over every page an admin sees while maintenance mode is on (the store and the back office):
 * shoppers are seeing the maintenance page, and the switch is in the settings. Nothing for
 * anyone else, nor when the store is open.
 */
export function MaintenanceNotice() {
  const access = useStoreAccess();
  if (access !== 'admin') return null;
  return (
    <Bar aria-label="Modo mantenimiento" data-maintenance-notice="">
      <p>
        <ToolIcon size={18} />
        {MAINTENANCE_NOTICE}
      </p>
      <Link to={chromeLinks.adminSettings}>Ir a Configuración</Link>
    </Bar>
  );
}
