import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button, Modal, Progress } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { initialsSource } from '../../../lib/display-name';
import { AvatarStepError, useUpdateAvatar, type AvatarStep } from '../api/update-avatar';
import {
  AVATAR_MESSAGES,
  AVATAR_TYPES,
  avatarFileProblem,
  uploadRefusal,
} from '../lib/avatar-file';
import {
  PRESET_AVATARS,
  presetDataUrl,
  renderPresetPng,
  type PresetAvatar,
} from '../lib/preset-avatars';
import { AvatarError, DialogStack, Muted, PresetGrid } from './profile.styles';

const STEP_TEXT: Record<AvatarStep, string> = {
  upload: 'Subiendo la imagen (paso 1 de 2)',
  save: 'Guardando en tu perfil (paso 2 de 2)',
};

/** The message for a failed change: what the bucket refused, in Spanish, when it said. */
function failureMessage(cause: unknown): string {
  if (cause instanceof AvatarStepError) {
    return cause.step === 'save' ? AVATAR_MESSAGES.saveFailed : uploadRefusal(cause.cause);
  }
  return AVATAR_MESSAGES.uploadFailed;
}

export interface AvatarEditorProps {
  userId: string;
  /** the name as shown; its initials (or a neutral icon) stand in for a missing photo */
  name: string;
  avatarUrl: string | null;
  /** render a smaller trigger (the edit card) instead of the large avatar */
  compact?: boolean;
}

/**
 * The shopper's avatar with 'Cambiar foto': a dialog to upload a photo (checked here, under
 * 2 MB and an image, and again by the bucket) or pick one of six drawn avatars, with the
 * upload's progress. One change at a time; the dialog closes when it is saved.
 */
export function AvatarEditor({ userId, name, avatarUrl }: AvatarEditorProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<AvatarStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateAvatar(userId);
  const busy = update.isPending;

  const save = (file: Blob, success: string) => {
    setError(null);
    update.mutate(
      { file, previousUrl: avatarUrl, onStep: setStep },
      {
        onSuccess: () => {
          bus.getState().toastRequested({ title: success, tone: 'success' });
          setOpen(false);
        },
        onError: (cause) => {
          console.error('[mfe-account] avatar update failed', cause);
          setError(failureMessage(cause));
        },
        onSettled: () => setStep(null),
      },
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // the same file can be chosen again after an error
    event.currentTarget.value = '';
    if (!file || busy) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    save(file, AVATAR_MESSAGES.uploaded);
  };

  const onPreset = async (preset: PresetAvatar) => {
    if (busy) return;
    try {
      save(await renderPresetPng(preset), AVATAR_MESSAGES.presetSaved);
    } catch (cause) {
      console.error('[mfe-account] preset avatar failed', cause);
      setError(AVATAR_MESSAGES.saveFailed);
    }
  };

  return (
    <>
      <Avatar
        name={initialsSource(name)}
        src={avatarUrl}
        size="xl"
        alt={`Foto de perfil de ${name}`}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Cambiar foto
      </Button>
      <Modal
        open={open}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
        title="Foto de perfil"
        description="Sube una foto (JPG, PNG, WebP, GIF o AVIF, menos de 2MB) o elige un avatar."
      >
        <DialogStack>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-label="Elegir una foto"
            hidden
            onChange={onFile}
          />
          <Button onClick={() => fileInput.current?.click()} loading={busy}>
            Subir una foto
          </Button>
          {step && (
            <Progress
              label="Actualizando tu foto"
              value={step === 'upload' ? 1 : 2}
              max={3}
              valueText={STEP_TEXT[step]}
              showValue
            />
          )}
          {error && <AvatarError role="alert">{error}</AvatarError>}
          <div>
            <h3>O elige un avatar</h3>
            <Muted>Dibujados para Boñis.</Muted>
          </div>
          <PresetGrid>
            {PRESET_AVATARS.map((preset) => (
              <li key={preset.id}>
                <button type="button" disabled={busy} onClick={() => void onPreset(preset)}>
                  <img src={presetDataUrl(preset)} alt="" width={72} height={72} />
                  {preset.label}
                </button>
              </li>
            ))}
          </PresetGrid>
        </DialogStack>
      </Modal>
    </>
  );
}
