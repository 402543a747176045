import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { useSingleSubmit } from '@bonis/forms';
import { errorMessage } from '../../../components/admin-kit';
import type { StoredSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import {
  emailInput,
  emailSettingsSchema,
  type EmailSettingsInput,
  type EmailSettingsValues,
} from '../schemas/settings-form';
import { SAVED } from './general-settings-form';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';
import { Actions, Form, Toggles } from './settings.styles';

export const EMAIL_SAVE_ERROR = 'Error al guardar configuración de emails';

const toast = (title: string, tone: 'success' | 'error') =>
  bus.getState().toastRequested({ title, tone });

/**
 * 'Emails' (spec §2): the four switches of the store's notices. The database reads them when it
 * queues an email (the outbox), and the storefront hides the newsletter forms when the
 * newsletter is off. Saves only these columns.
 */
export function EmailSettingsForm({ stored }: { stored: StoredSettings }) {
  const values = useMemo(() => emailInput(stored.settings), [stored.settings]);
  const form = useForm<EmailSettingsInput, unknown, EmailSettingsValues>({
    resolver: zodResolver(emailSettingsSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveSettings();
  const once = useSingleSubmit();

  const submit = async (patch: EmailSettingsValues) => {
    try {
      const saved = await save.mutateAsync({ patch, exists: stored.exists });
      // the saved row, whole: not the resetOptions that keep what the admin is typing
      form.reset(emailInput(saved), { keepDirtyValues: false });
      toast(SAVED, 'success');
    } catch (error) {
      toast(errorMessage(error, EMAIL_SAVE_ERROR), 'error');
    }
  };

  return (
    <SettingsSection title="Emails" description="Qué correos envía la tienda a sus clientes.">
      <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
        <Toggles>
          <SettingSwitch
            control={form.control}
            name="order_confirmation_email"
            label="Confirmación de pedido"
            hint="Al cliente, cuando hace un pedido y cuando se confirma su pago."
          />
          <SettingSwitch
            control={form.control}
            name="shipping_notification_email"
            label="Notificación de envío"
            hint="Al cliente, cuando su pedido pasa a «Enviado»."
          />
          <SettingSwitch
            control={form.control}
            name="newsletter_enabled"
            label="Newsletter"
            hint="Apagado, la tienda oculta los formularios de suscripción y no acepta suscripciones nuevas."
          />
          <SettingSwitch
            control={form.control}
            name="welcome_email_enabled"
            label="Email de bienvenida"
            hint="A quien crea una cuenta en la tienda, una sola vez."
          />
        </Toggles>
        <Actions>
          <Button type="submit" loading={save.isPending}>
            Guardar configuración de emails
          </Button>
        </Actions>
      </Form>
    </SettingsSection>
  );
}
