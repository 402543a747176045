import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { errorMessage } from '../../../components/admin-kit';
import type { StoredSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import {
  formatPesos,
  parseDecimal,
  shippingInput,
  shippingSettingsSchema,
  type ShippingSettingsInput,
  type ShippingSettingsValues,
} from '../schemas/settings-form';
import { SAVED } from './general-settings-form';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';
import { Actions, Fields, Form, Toggles } from './settings.styles';

export const SHIPPING_SAVE_ERROR = 'Error al guardar configuración de envíos';

const toast = (title: string, tone: 'success' | 'error') =>
  bus.getState().toastRequested({ title, tone });

/** 'Se guardará como $ 8.000,50' while the text reads as an amount. */
function readsAs(text: string): string {
  const value = parseDecimal(text);
  return value !== undefined && Number.isFinite(value)
    ? ` Se guardará como ${formatPesos(value)}.`
    : '';
}

/**
 * 'Envíos' (spec §2/§5): the free-shipping threshold (the one rule checkout, the cart and every
 * copy of the store read, ARCHITECTURE §5), the standard and express costs and whether shipping
 * is on. Amounts are typed as decimals ('8000,50' or '8000.50'); the columns keep 2 decimals.
 * Saves only these columns.
 */
export function ShippingSettingsForm({ stored }: { stored: StoredSettings }) {
  const values = useMemo(() => shippingInput(stored.settings), [stored.settings]);
  const form = useForm<ShippingSettingsInput, unknown, ShippingSettingsValues>({
    resolver: zodResolver(shippingSettingsSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveSettings();
  const once = useSingleSubmit();
  const [threshold, standard, express] = useWatch({
    control: form.control,
    name: ['free_shipping_threshold', 'standard_shipping_cost', 'express_shipping_cost'],
  });

  const submit = async (patch: ShippingSettingsValues) => {
    try {
      const saved = await save.mutateAsync({ patch, exists: stored.exists });
      // the saved row, whole: not the resetOptions that keep what the admin is typing
      form.reset(shippingInput(saved), { keepDirtyValues: false });
      toast(SAVED, 'success');
    } catch (error) {
      toast(errorMessage(error, SHIPPING_SAVE_ERROR), 'error');
    }
  };

  return (
    <SettingsSection
      title="Envíos"
      description="El envío gratis y los costos de envío. Los valores admiten decimales: 8000,50 u 8000.50."
    >
      <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
        <Fields>
          <div data-wide="true">
            <FormTextField
              control={form.control}
              name="free_shipping_threshold"
              label="Envío gratis desde"
              required
              inputMode="decimal"
              autoComplete="off"
              hint={`Pedidos con este subtotal o más no pagan envío: lo usan el checkout, el carrito y los avisos de la tienda.${readsAs(threshold)}`}
            />
          </div>
          <FormTextField
            control={form.control}
            name="standard_shipping_cost"
            label="Costo de envío estándar"
            required
            inputMode="decimal"
            autoComplete="off"
            hint={`En pesos.${readsAs(standard)}`}
          />
          <FormTextField
            control={form.control}
            name="express_shipping_cost"
            label="Costo de envío express"
            required
            inputMode="decimal"
            autoComplete="off"
            hint={`En pesos.${readsAs(express)}`}
          />
        </Fields>
        <Toggles>
          <SettingSwitch
            control={form.control}
            name="shipping_enabled"
            label="Envíos habilitados"
            hint="Si la tienda hace envíos a domicilio."
          />
        </Toggles>
        <Actions>
          <Button type="submit" loading={save.isPending}>
            Guardar configuración de envíos
          </Button>
        </Actions>
      </Form>
    </SettingsSection>
  );
}
