import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, FormField, TextField, formatPhone } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import {
  NAME_MAX,
  normalisePersonalInfo,
  phoneDigits,
  validatePersonalInfo,
  type PersonalInfo,
  type PersonalInfoField,
} from '../lib/personal-info';
import { Actions, CardHeader, Fields, ReadOnlyList } from './profile.styles';

export const PROFILE_MESSAGES = {
  saved: 'Perfil actualizado correctamente',
  saveFailed: 'Error al actualizar el perfil',
} as const;

const infoOf = (profile: Profile): PersonalInfo => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: phoneDigits(profile.phone),
  petName: profile.petName,
});

const LABELS: Record<PersonalInfoField, string> = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  phone: 'Teléfono',
  petName: 'Nombre de tu mascota',
};

const notGiven = 'Sin registrar';

/**
 * The personal-information card: read-only until 'Editar'; then the four fields, checked here
 * (names required, ten-digit phone) before saving. Cancel puts the saved values back; a failed
 * save keeps what was typed.
 */
export function PersonalInfoCard({ userId, profile }: { userId: string; profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<PersonalInfo>(() => infoOf(profile));
  const [error, setError] = useState<{ field: PersonalInfoField; message: string } | null>(null);
  const update = useUpdateProfile(userId);
  const editButton = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const refs = {
    firstName: firstField,
    lastName: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    petName: useRef<HTMLInputElement>(null),
  };

  const startEditing = () => {
    setValues(infoOf(profile));
    setError(null);
    setEditing(true);
    requestAnimationFrame(() => firstField.current?.focus());
  };
  const stopEditing = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const problem = validatePersonalInfo(values);
    setError(problem);
    if (problem) {
      refs[problem.field].current?.focus();
      return;
    }
    update.mutate(normalisePersonalInfo(values), {
      onSuccess: () => {
        bus.getState().toastRequested({ title: PROFILE_MESSAGES.saved, tone: 'success' });
        stopEditing();
      },
      onError: (cause) => {
        console.error('[mfe-account] profile update failed', cause);
        bus.getState().toastRequested({ title: PROFILE_MESSAGES.saveFailed, tone: 'error' });
      },
    });
  };

  const field = (name: PersonalInfoField, props: { autoComplete: string; inputMode?: 'tel' }) => (
    <FormField
      label={LABELS[name]}
      required={name === 'firstName' || name === 'lastName'}
      hint={name === 'phone' ? '10 dígitos, sin el +57' : undefined}
      error={error?.field === name ? error.message : undefined}
    >
      <TextField
        ref={refs[name]}
        name={name}
        value={values[name]}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        type={name === 'phone' ? 'tel' : 'text'}
        maxLength={name === 'phone' ? undefined : NAME_MAX}
        onChange={(event) => {
          const value =
            name === 'phone' ? phoneDigits(event.currentTarget.value) : event.currentTarget.value;
          setValues((current) => ({ ...current, [name]: value }));
        }}
      />
    </FormField>
  );

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
        <form noValidate onSubmit={submit} aria-label="Editar información personal">
          <Fields>
            {field('firstName', { autoComplete: 'given-name' })}
            {field('lastName', { autoComplete: 'family-name' })}
            {field('phone', { autoComplete: 'tel-national', inputMode: 'tel' })}
            {field('petName', { autoComplete: 'off' })}
          </Fields>
          <Actions>
            <Button type="button" variant="ghost" onClick={stopEditing} disabled={update.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending}>
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
