import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '@bonis/design-system';
import { Toggle } from './settings.styles';

export interface SettingSwitchProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** a boolean field of the section's schema */
  name: FieldPathByValue<T, boolean>;
  label: string;
  /** what the switch does, under it (the switch's description) */
  hint: ReactNode;
}

/** A settings switch driven by react-hook-form, with its explanation as its description. */
export function SettingSwitch<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  hint,
}: SettingSwitchProps<T, O>) {
  const hintId = useId();
  return (
    <Toggle>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            label={label}
            // the name is a boolean field of the schema (FieldPathByValue)
            checked={field.value as boolean}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={field.disabled}
            aria-describedby={hintId}
          />
        )}
      />
      <p id={hintId}>{hint}</p>
    </Toggle>
  );
}
