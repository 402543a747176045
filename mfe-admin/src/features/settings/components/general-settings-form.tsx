import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ConfirmDialog, FormField, Textarea } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { errorMessage } from '../../../components/admin-kit';
import type { StoredSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_PHONE_MAX,
  SITE_DESCRIPTION_MAX,
  SITE_NAME_MAX,
  WHATSAPP_MAX,
  generalInput,
  generalSettingsSchema,
  type GeneralSettingsInput,
  type GeneralSettingsValues,
} from '../schemas/settings-form';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';
import { Actions, Fields, Form, Toggles } from './settings.styles';

export const SAVED = 'Configuración guardada';
export const GENERAL_SAVE_ERROR = 'Error al guardar configuración general';
export const MAINTENANCE_WARNING = 'Los clientes verán la página de mantenimiento';

const toast = (title: string, tone: 'success' | 'error') =>
  bus.getState().toastRequested({ title, tone });

/**
 * 'General' (spec §2): the store's name, description and contact details (header, footer and
 * the WhatsApp button read them live), whether new accounts may be created, and maintenance
 * mode. Turning maintenance on asks first. Saves only these columns.
 */
export function GeneralSettingsForm({ stored }: { stored: StoredSettings }) {
  const values = useMemo(() => generalInput(stored.settings), [stored.settings]);
  const form = useForm<GeneralSettingsInput, unknown, GeneralSettingsValues>({
    resolver: zodResolver(generalSettingsSchema),
    values,
    // a change from elsewhere (realtime) updates the fields the admin has not touched
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveSettings();
  const once = useSingleSubmit();
  const descriptionId = useId();
  const [confirming, setConfirming] = useState<GeneralSettingsValues | null>(null);

  const persist = async (patch: GeneralSettingsValues) => {
    try {
      const saved = await save.mutateAsync({ patch, exists: stored.exists });
      // the saved row, whole: not the resetOptions that keep what the admin is typing
      form.reset(generalInput(saved), { keepDirtyValues: false });
      toast(SAVED, 'success');
    } catch (error) {
      toast(errorMessage(error, GENERAL_SAVE_ERROR), 'error');
    }
  };

  const submit = async (patch: GeneralSettingsValues) => {
    if (patch.maintenance_mode && !stored.settings.maintenance_mode) {
      setConfirming(patch);
      return;
    }
    await persist(patch);
  };

  return (
    <SettingsSection
      title="General"
      description="El nombre y los datos de contacto que ve la tienda, los registros y el modo mantenimiento."
    >
      <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
        <Fields>
          <FormTextField
            control={form.control}
            name="site_name"
            label="Nombre de la tienda"
            required
            maxLength={SITE_NAME_MAX}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="contact_email"
            label="Email de contacto"
            type="email"
            hint="Se muestra en el pie de página y en la página de mantenimiento."
            maxLength={CONTACT_EMAIL_MAX}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="whatsapp_number"
            label="Número de WhatsApp"
            type="tel"
            inputMode="numeric"
            hint="Con el indicativo del país y sin espacios, como 573001234567. Vacío oculta el botón de WhatsApp."
            keep={(typed) => typed.replace(/\D/g, '').slice(0, WHATSAPP_MAX)}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="contact_phone"
            label="Teléfono de contacto"
            type="tel"
            hint="Opcional, como +57 300 123 4567."
            maxLength={CONTACT_PHONE_MAX}
            autoComplete="off"
          />
          <Controller
            control={form.control}
            name="site_description"
            render={({ field, fieldState }) => (
              <FormField
                label="Descripción de la tienda"
                error={fieldState.error?.message}
                data-wide="true"
              >
                <Textarea
                  id={descriptionId}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  rows={3}
                  maxLength={SITE_DESCRIPTION_MAX}
                />
              </FormField>
            )}
          />
        </Fields>
        <Toggles>
          <SettingSwitch
            control={form.control}
            name="allow_registrations"
            label="Permitir registros"
            hint="Apagado, nadie puede crear una cuenta nueva: el registro dice que está cerrado."
          />
          <SettingSwitch
            control={form.control}
            name="maintenance_mode"
            label="Modo mantenimiento"
            hint="Encendido, los clientes ven la página de mantenimiento y no pueden hacer pedidos; los administradores siguen trabajando."
          />
        </Toggles>
        <Actions>
          <Button type="submit" loading={save.isPending}>
            Guardar configuración general
          </Button>
        </Actions>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="¿Activar el modo mantenimiento?"
        message={`${MAINTENANCE_WARNING}. No podrán hacer pedidos hasta que lo apagues; los administradores siguen trabajando.`}
        confirmLabel="Activar mantenimiento"
        onConfirm={() => {
          const patch = confirming;
          setConfirming(null);
          if (patch) void persist(patch);
        }}
      />
    </SettingsSection>
  );
}
