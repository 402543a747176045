import { Card, RadioGroup, useTheme, type ThemePreference } from '@bonis/design-system';

const OPTIONS = [
  { value: 'system', label: 'Según el sistema', hint: 'Claro u oscuro, como tu dispositivo.' },
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
] as const satisfies readonly { value: ThemePreference; label: string; hint?: string }[];

const isPreference = (value: string): value is ThemePreference =>
  OPTIONS.some((option) => option.value === value);

/**
 * The store's theme: follow the system, or always light or dark. The design system's provider
 * (the shell's) keeps the choice in this browser and applies it at once, in every tab.
 */
export function ThemePreferenceCard() {
  const { preference, setPreference } = useTheme();
  return (
    <Card as="section" aria-labelledby="theme-title">
      <h2 id="theme-title">Apariencia</h2>
      <RadioGroup
        legend="Tema de la tienda"
        name="theme"
        options={OPTIONS}
        value={preference}
        onValueChange={(value) => {
          if (isPreference(value)) setPreference(value);
        }}
      />
    </Card>
  );
}
