import { Badge, Switch } from '@bonis/design-system';
import { SettingsSection } from './settings-section';
import { Toggle, Toggles } from './settings.styles';

/**
 * 'Seguridad' (spec §2: "a disabled security section"): shown, visibly disabled, and saying it
 * is not available yet. Its switches save nothing.
 */
export function SecuritySettingsSection() {
  return (
    <SettingsSection
      title="Seguridad"
      badge={<Badge size="sm">Próximamente</Badge>}
      description="Esta sección aún no está disponible: estas opciones se podrán configurar más adelante."
      disabled
    >
      <Toggles as="fieldset" disabled>
        <Toggle>
          <Switch label="Verificación en dos pasos para administradores" disabled />
        </Toggle>
        <Toggle>
          <Switch label="Cerrar sesiones inactivas después de 30 minutos" disabled />
        </Toggle>
      </Toggles>
    </SettingsSection>
  );
}
