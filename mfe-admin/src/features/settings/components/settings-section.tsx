import { useId, type ReactNode } from 'react';
import { Section, SectionHeader } from './settings.styles';

export interface SettingsSectionProps {
  title: string;
  /** a line under the title: what the section governs */
  description: ReactNode;
  /** next to the title, e.g. the 'Próximamente' badge */
  badge?: ReactNode;
  /** a section that can't be used yet: dimmed, and says so to assistive technology */
  disabled?: boolean;
  children: ReactNode;
}

/** One section of the settings page: a region named by its heading (an h2 under the page's h1). */
export function SettingsSection({
  title,
  description,
  badge,
  disabled = false,
  children,
}: SettingsSectionProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Section
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-disabled={disabled || undefined}
      data-disabled={disabled}
    >
      <SectionHeader>
        <div>
          <h2 id={titleId}>{title}</h2>
          {badge}
        </div>
        <p id={descriptionId}>{description}</p>
      </SectionHeader>
      {children}
    </Section>
  );
}
