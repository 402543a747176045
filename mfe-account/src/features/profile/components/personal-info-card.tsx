import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, formatPhone } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { firstError, FormTextField, useSingleSubmit } from '@bonis/forms';
import { phoneDigits } from '../../../lib/digits';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import {
  NAME_MAX,
  personalInfoSchema,
  type PersonalInfo,
  type PersonalInfoValues,
} from '../schemas/personal-info';
import { Actions, CardHeader, Fields, ReadOnlyList } from './profile.styles';

export const PROFILE_MESSAGES = {
  saved: 'Perfil actualizado correctamente',
  saveFailed: 'Error al actualizar el perfil',
} as const;

const valuesOf = (profile: Profile): PersonalInfoValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: phoneDigits(profile.phone),
  petName: profile.petName,
});

const LABELS: Record<keyof PersonalInfoValues, string> = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  phone: 'Teléfono',
  petName: 'Nombre de tu mascota',
};

const notGiven = 'Sin registrar';

/**
 * The personal-information card: read-only until 'Editar'; then the four fields, checked by the
 * schema (names required, ten-digit phone) before saving. Cancel puts the saved values back; a
 * failed save keeps what was typed.
 */
export function PersonalInfoCard({ userId, profile }: { userId: string; profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<PersonalInfoValues, unknown, PersonalInfo>({
    resolver: firstError(zodResolver(personalInfoSchema)),
    defaultValues: valuesOf(profile),
    reValidateMode: 'onSubmit',
  });
  const { control, formState } = form;
  const update = useUpdateProfile(userId);
  const once = useSingleSubmit();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // focus follows the mode: the first field when editing starts, 'Editar' when it ends
  useEffect(() => {
    if (editing) form.setFocus('firstName');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, form]);

  const startEditing = () => {
    form.reset(valuesOf(profile));
    setEditing(true);
  };
  const stopEditing = () => setEditing(false);

  const submit = async (info: PersonalInfo) => {
    try {
      await update.mutateAsync(info);
    } catch (cause) {
      console.error('[mfe-account] profile update failed', cause);
      bus.getState().toastRequested({ title: PROFILE_MESSAGES.saveFailed, tone: 'error' });
      return;
    }
    bus.getState().toastRequested({ title: PROFILE_MESSAGES.saved, tone: 'success' });
    stopEditing();
  };

  return (
    <Card as="section" aria-labelledby="personal-info-title">
      <CardHeader>
        <h2 id="personal-info-title">Información personal</h2>
        {!editing && (
          <Button ref={editButton} variant="secondary" size="sm" onClick={startEditing}>
            Editar
          </Button>
        )}
      </CardHeader>
      {editing ? (
        <form
          noValidate
          onSubmit={once(form.handleSubmit(submit))}
          aria-label="Editar información personal"
        >
          <Fields>
            <FormTextField
              control={control}
              name="firstName"
              label={LABELS.firstName}
              autoComplete="given-name"
              maxLength={NAME_MAX}
              required
            />
            <FormTextField
              control={control}
              name="lastName"
              label={LABELS.lastName}
              autoComplete="family-name"
              maxLength={NAME_MAX}
              required
            />
            <FormTextField
              control={control}
              name="phone"
              label={LABELS.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              hint="10 dígitos, sin el +57"
              keep={phoneDigits}
            />
            <FormTextField
              control={control}
              name="petName"
              label={LABELS.petName}
              autoComplete="off"
              maxLength={NAME_MAX}
            />
          </Fields>
          <Actions>
            <Button
              type="button"
              variant="ghost"
              onClick={stopEditing}
              disabled={formState.isSubmitting}
            >
              Cancelar
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Guardar cambios
            </Button>
          </Actions>
        </form>
      ) : (
        <ReadOnlyList>
          <div>
            <dt>{LABELS.firstName}</dt>
            <dd>{profile.firstName || notGiven}</dd>
          </div>
          <div>
            <dt>{LABELS.lastName}</dt>
            <dd>{profile.lastName || notGiven}</dd>
          </div>
          <div>
            <dt>{LABELS.phone}</dt>
            <dd>{profile.phone ? formatPhone(phoneDigits(profile.phone)) : notGiven}</dd>
          </div>
          <div>
            <dt>{LABELS.petName}</dt>
            <dd>{profile.petName || notGiven}</dd>
          </div>
        </ReadOnlyList>
      )}
    </Card>
  );
}
