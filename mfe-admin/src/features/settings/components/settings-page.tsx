import { Button, EmptyState, Skeleton, SkeletonText } from '@bonis/design-system';
import {
  AuditTrail,
  useRealtimeInvalidate,
  useLoadErrorToast,
} from '../../../components/admin-kit';
import { SETTINGS_ID, settingsKeys, useSettings } from '../api/get-settings';
import { BannerSettingsSection } from './banner-settings-section';
import { EmailSettingsForm } from './email-settings-form';
import { GeneralSettingsForm } from './general-settings-form';
import { SecuritySettingsSection } from './security-settings-section';
import { SettingsSection } from './settings-section';
import { ShippingSettingsForm } from './shipping-settings-form';
import { Notice, Section, Stack } from './settings.styles';

export const LOAD_ERROR = 'Error al cargar configuración';

function LoadingSections() {
  return (
    <Stack aria-busy="true" aria-label="Cargando configuración">
      {[0, 1, 2].map((key) => (
        <Section key={key}>
          <Skeleton width="30%" height={28} />
          <SkeletonText lines={3} />
        </Section>
      ))}
    </Stack>
  );
}

/**
 * `/admin/settings` ('Configuración', spec §2/§5/§8/§9): the live banner, then 'General',
 * 'Envíos' and 'Emails', each with its own form and save button (each writes only its own
 * columns of the single `app_settings` row), the disabled 'Seguridad' section and the row's
 * change history. A missing row shows the table's defaults and the first save inserts it.
 * Live: a change made elsewhere refreshes what the admin has not touched.
 */
export function SettingsPage() {
  const { data, isPending, isError, errorUpdatedAt, refetch } = useSettings();
  useRealtimeInvalidate({
    channel: 'admin-settings',
    table: 'app_settings',
    queryKey: settingsKeys.detail(),
  });

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  if (isPending) return <LoadingSections />;
  if (!data) {
    return (
      <EmptyState
        title={isError ? LOAD_ERROR : 'Sin configuración'}
        description="Revisa tu conexión e inténtalo de nuevo."
        action={<Button onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
  }

  return (
    <Stack>
      {!data.exists && (
        <Notice role="status">
          Aún no hay configuración guardada: ves los valores por defecto. Al guardar una sección se
          crea.
        </Notice>
      )}
      {data.settings.maintenance_mode && (
        <Notice data-tone="warning">
          La tienda está en modo mantenimiento: los clientes ven la página de mantenimiento.
        </Notice>
      )}
      <BannerSettingsSection />
      <GeneralSettingsForm stored={data} />
      <ShippingSettingsForm stored={data} />
      <EmailSettingsForm stored={data} />
      <SecuritySettingsSection />
      {data.exists && (
        <SettingsSection title="Historial" description="Quién cambió la configuración y cuándo.">
          <AuditTrail
            table="app_settings"
            rowId={String(SETTINGS_ID)}

            title="Últimos cambios"
          />
        </SettingsSection>
      )}
    </Stack>
  );
}
