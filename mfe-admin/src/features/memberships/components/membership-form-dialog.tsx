import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import { Button, FormField, Modal, Switch, Textarea, media, vars } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage } from '../../../components/admin-kit';
import type { MembershipPlanRow } from '../api/get-membership-plans';
import { useSaveMembershipPlan } from '../api/save-membership-plan';
import { MEMBERSHIP_TYPE_LABELS, membershipTypeOf } from '../lib/membership-type';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  NEW_PLAN_FORM,
  membershipFormSchema,
  membershipFormValues,
  splitBenefits,
  toMembershipWrite,
  type MembershipFormInput,
  type MembershipFormValues,
} from '../schemas/membership-form';

export const SAVE_ERROR = 'Error al guardar la membresía';
const BENEFITS_MAX = 2000;

/** The audit trail's names for the columns of `membership_plans`. */
export const PLAN_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nombre',
  description: 'Descripción',
  price: 'Precio',
  duration_days: 'Duración (días)',
  discount_percent: 'Descuento (%)',
  points_multiplier: 'Multiplicador de puntos',
  benefits: 'Beneficios',
  is_active: 'Activa',
  membership_type: 'Tipo',
};

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

/** Two short fields per row from 480 px. */
const Pair = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const History = styled.div`
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

/** 'Tipo: Anual según el nombre…': the generated `membership_type` the name will give. */
export function typeHint(name: string): string {
  const type = MEMBERSHIP_TYPE_LABELS[membershipTypeOf(name)];
  return `Tipo: ${type} según el nombre. Un nombre con «anual» da la membresía Anual; cualquier otro, la Mensual.`;
}

interface MembershipFormProps {
  plan: MembershipPlanRow | null;
  onDone: () => void;
  onCancel: () => void;
}

function MembershipForm({ plan, onDone, onCancel }: MembershipFormProps) {
  const editing = plan !== null;
  const form = useForm<MembershipFormInput, unknown, MembershipFormValues>({
    resolver: zodResolver(membershipFormSchema),
    defaultValues: plan ? membershipFormValues(plan) : NEW_PLAN_FORM,
  });
  const save = useSaveMembershipPlan();
  const once = useSingleSubmit();
  const [name, benefits] = useWatch({ control: form.control, name: ['name', 'benefits'] });
  const benefitCount = splitBenefits(benefits).length;

  const submit = async (values: MembershipFormValues) => {
    try {
      await save.mutateAsync({ id: plan?.id, write: toMembershipWrite(values) });
      bus.getState().toastRequested({
        title: editing ? 'Membresía actualizada' : 'Membresía creada',
        tone: 'success',
      });
      onDone();
    } catch (error) {
      bus.getState().toastRequested({ title: errorMessage(error, SAVE_ERROR), tone: 'error' });
    }
  };

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        hint={typeHint(name)}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <FormField label="Descripción" error={fieldState.error?.message}>
            <Textarea
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              rows={2}
              maxLength={DESCRIPTION_MAX}
            />
          </FormField>
        )}
      />
      <Pair>
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
      </Pair>
      <Pair>
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
      </Pair>
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
            <Textarea
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              rows={5}
              maxLength={BENEFITS_MAX}
              showCount={false}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Membresía activa"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Guardar cambios' : 'Crear membresía'}
        </Button>
      </Actions>
    </Form>
  );
}

export interface MembershipFormDialogProps {
  open: boolean;
  /** the plan to edit; null to create one */
  plan: MembershipPlanRow | null;
  onClose: () => void;
}

/**
 * 'Nueva membresía' / 'Editar membresía': name (with the membership type it gives),
 * description, price, duration, discount, points multiplier, benefits one per line and the
 * active switch; when editing, the plan's change history under the form. A fresh form every
 * time it opens, with the spec's defaults for a new plan.
 */
export function MembershipFormDialog({ open, plan, onClose }: MembershipFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={plan ? 'Editar membresía' : 'Nueva membresía'}
    >
      <MembershipForm key={plan?.id ?? 'new'} plan={plan} onDone={onClose} onCancel={onClose} />
      {plan && (
        <History>
          <AuditTrail table="membership_plans" rowId={plan.id} fieldLabels={PLAN_FIELD_LABELS} />
        </History>
      )}
    </Modal>
  );
}
