import { useId } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Modal, Select } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormAlert, FormTextField, showServerError, useSingleSubmit } from '@bonis/forms';
import { citiesOf, COLOMBIA } from '@bonis/supabase-client';
import { phoneDigits } from '../../../lib/digits';
import { useCreateAddress } from '../api/create-address';
import type { Address } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import { ADDRESS_FAILURES, addressErrorMessage } from '../lib/address-errors';
import {
  ADDRESS_LIMITS,
  addressSchema,
  EMPTY_ADDRESS,
  type AddressInput,
  type AddressValues,
} from '../schemas/address';
import { FieldRow, FormStack } from './addresses.styles';

export const ADDRESS_SAVED = 'Dirección guardada';

const DEPARTMENT_OPTIONS = COLOMBIA.map(({ name }) => ({ value: name, label: name }));

const valuesOf = (address: Address | null): AddressValues =>
  address
    ? {
        label: address.label,
        address: address.address,
        department: address.department,
        city: address.city,
        phone: address.phone ?? '',
      }
    : EMPTY_ADDRESS;

/** Departamento, then Ciudad (the cities of the department chosen; another department clears it). */
function PlaceFields({
  control,
  onDepartmentChange,
}: {
  control: Control<AddressValues, unknown, AddressInput>;
  onDepartmentChange: () => void;
}) {
  const {
    field: { ref: departmentRef, ...department },
    fieldState: departmentState,
  } = useController({ control, name: 'department' });
  const {
    field: { ref: cityRef, ...city },
    fieldState: cityState,
  } = useController({ control, name: 'city' });
  const cities = citiesOf(department.value);

  return (
    <FieldRow>
      <FormField label="Departamento" required error={departmentState.error?.message}>
        <Select
          placeholder="Selecciona un departamento"
          options={DEPARTMENT_OPTIONS}
          name={department.name}
          value={department.value}
          ref={departmentRef}
          autoComplete="address-level1"
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (next === department.value) return;
            department.onChange(next);
            onDepartmentChange();
          }}
          onBlur={department.onBlur}
        />
      </FormField>
      <FormField
        label="Ciudad"
        required
        hint={department.value ? undefined : 'Primero elige el departamento'}
        error={cityState.error?.message}
      >
        <Select
          placeholder="Selecciona una ciudad"
          options={cities.map((name) => ({ value: name, label: name }))}
          disabled={cities.length === 0}
          name={city.name}
          value={city.value}
          ref={cityRef}
          autoComplete="address-level2"
          onChange={(event) => city.onChange(event.currentTarget.value)}
          onBlur={city.onBlur}
        />
      </FormField>
    </FieldRow>
  );
}

export interface AddressFormDialogProps {
  userId: string;
  /** the address to edit; null adds a new one */
  address: Address | null;
  onClose: () => void;
}

/**
 * Adds or edits an address in a dialog: name, address, department, city and an optional phone,
 * each checked by the address schema with its own message, all at once. Saved, it says
 * 'Dirección guardada' and closes; the database's refusal (a full book, …) shows in the form,
 * which keeps what was typed. Rendered while open.
 */
export function AddressFormDialog({ userId, address, onClose }: AddressFormDialogProps) {
  const form = useForm<AddressValues, unknown, AddressInput>({
    resolver: zodResolver(addressSchema),
    criteriaMode: 'firstError',
    shouldFocusError: true,
    defaultValues: valuesOf(address),
    reValidateMode: 'onSubmit',
  });
  const { control, formState } = form;
  const formId = useId();
  const alertId = useId();
  const create = useCreateAddress(userId);
  const update = useUpdateAddress(userId);
  const once = useSingleSubmit();

  const submit = async (input: AddressInput) => {
    try {
      if (address) await update.mutateAsync({ id: address.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      console.error('[mfe-account] saving an address failed', error);
      showServerError(form, addressErrorMessage(error, ADDRESS_FAILURES.save));
      return;
    }
    bus.getState().toastRequested({ title: ADDRESS_SAVED, tone: 'success' });
    onClose();
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!formState.isSubmitting) onClose();
      }}
      title={address ? 'Editar dirección' : 'Agregar dirección'}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={onClose}
            disabled={formState.isSubmitting}
          >
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={formState.isSubmitting}>
            Guardar dirección
          </Button>
        </>
      }
    >
      <FormStack id={formId} noValidate onSubmit={once(form.handleSubmit(submit))}>
        <FormTextField
          control={control}
          name="label"
          label="Nombre"
          hint="Por ejemplo: Casa, Oficina"
          autoComplete="off"
          maxLength={ADDRESS_LIMITS.labelMax}
          required
        />
        <FormTextField
          control={control}
          name="address"
          label="Dirección"
          placeholder="Calle 123 # 45-67, apartamento 801"
          autoComplete="street-address"
          maxLength={ADDRESS_LIMITS.addressMax}
          required
        />
        <PlaceFields control={control} onDepartmentChange={() => form.setValue('city', '')} />
        <FormTextField
          control={control}
          name="phone"
          label="Teléfono"
          hint="Opcional: 10 dígitos, sin el +57"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          keep={phoneDigits}
        />
        <FormAlert id={alertId} errors={formState.errors} submitCount={formState.submitCount} />
      </FormStack>
    </Modal>
  );
}
