import { Controller, useWatch } from 'react-hook-form';
import { FormField, Textarea } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import {
  FieldPair,
  FormSwitch,
  type ResourceFieldsProps,
  type ResourceForm,
  NameFields,
} from '../../../components/admin-kit';
import type { MembershipPlanRow } from '../api/get-membership-plans';
import { saveMembershipPlan } from '../api/save-membership-plan';
import { MEMBERSHIP_TYPE_LABELS, membershipTypeOf } from '../lib/membership-type';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  NEW_PLAN_FORM,
  membershipFormSchema,
  membershipFormValues,
  splitBenefits,
  type MembershipFormInput,
  type MembershipFormValues,
} from '../schemas/membership-form';

export const SAVE_ERROR = 'Error al guardar la membresía';
const BENEFITS_MAX = 2000;

/** 'Tipo: Anual según el nombre…': the generated `membership_type` the name will give. */
export function typeHint(name: string): string {
  const type = MEMBERSHIP_TYPE_LABELS[membershipTypeOf(name)];
  return `Tipo: ${type} según el nombre. Un nombre con «anual» da la membresía Anual; cualquier otro, la Mensual.`;
}

type Fields = ResourceFieldsProps<MembershipPlanRow, MembershipFormInput, MembershipFormValues>;

function MembershipFields({ form }: Fields) {
  const [name, benefits] = useWatch({ control: form.control, name: ['name', 'benefits'] });
  const benefitCount = splitBenefits(benefits).length;
  return (
    <>
      <NameFields
        control={form.control}
        nameMax={NAME_MAX}
        descriptionMax={DESCRIPTION_MAX}
        nameHint={typeHint(name)}
      />
      <FieldPair>
        <FormTextField
          control={form.control}
          name="price"
          label="Precio (COP)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="En pesos enteros."
        />
        <FormTextField
          control={form.control}
          name="duration_days"
          label="Duración (días)"
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </FieldPair>
      <FieldPair>
        <FormTextField
          control={form.control}
          name="discount_percent"
          label="Descuento (%)"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="De 0 a 100, en pasos de 0,1."
        />
        <FormTextField
          control={form.control}
          name="points_multiplier"
          label="Multiplicador de puntos"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="De 0 a 10, en pasos de 0,1 (1,5 = 1,5× puntos)."
        />
      </FieldPair>
      <Controller
        control={form.control}
        name="benefits"
        render={({ field }) => (
          <FormField
            label="Beneficios"
            hint={`Uno por línea; las líneas en blanco no se guardan. ${
              benefitCount === 1 ? '1 beneficio' : `${benefitCount} beneficios`
            }.`}
          >
            <Textarea {...field} rows={5} maxLength={BENEFITS_MAX} showCount={false} />
          </FormField>
        )}
      />
      <FormSwitch control={form.control} name="is_active" label="Membresía activa" />
    </>
  );
}

/**
 * 'Nueva membresía' / 'Editar membresía': name (with the membership type it gives),
 * description, price, duration, discount, points multiplier, benefits one per line and the
 * active switch, with the spec's defaults for a new plan.
 */
export const membershipForm: ResourceForm<
  MembershipPlanRow,
  MembershipFormInput,
  MembershipFormValues
> = {
  schema: membershipFormSchema,
  defaults: (plan) => (plan ? membershipFormValues(plan) : NEW_PLAN_FORM),
  Fields: MembershipFields,
  save: saveMembershipPlan,
  title: { create: 'Nueva membresía', edit: 'Editar membresía' },
  submit: { create: 'Crear membresía', edit: 'Guardar cambios' },
  created: 'Membresía creada',
  updated: 'Membresía actualizada',
  saveError: SAVE_ERROR,
  history: true,
};
