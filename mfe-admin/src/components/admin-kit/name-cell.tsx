import type { CSSProperties, ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { Description, Ellipsis, Emoji, MainCell } from './resource.styles';

/** A second line cut like the name: muted, smaller. */
const Subtitle = styled(Ellipsis)`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export interface NameCellProps {
  name: string;
  description?: string | null;
  /**
   * One line under the name (an email, say): muted and cut with an ellipsis like the name
   * (whole in its title), never wider than it. For text without spaces, which `description`
   * could not break between words.
   */
  subtitle?: string | null;
  /** The most the name and subtitle take before their ellipsis (a CSS length). Default 24ch. */
  maxWidth?: string;
  /** An emoji (or a picture) before the name; screen readers skip it. */
  icon?: ReactNode;
  /** Badges under the name ('Popular', 'Inactivo'). */
  tags?: ReactNode;
}

/**
 * A row's main cell: its icon, its name on one line (cut with an ellipsis, whole in its
 * title), its description in at most two lines (whole in its title) and its tags.
 */
export function NameCell({ name, description, subtitle, maxWidth, icon, tags }: NameCellProps) {
  return (
    <MainCell style={maxWidth ? ({ '--ellipsis-width': maxWidth } as CSSProperties) : undefined}>
      {icon ? <Emoji aria-hidden="true">{icon}</Emoji> : null}
      <span>
        <Ellipsis as="strong" title={name}>
          {name}
        </Ellipsis>
        {subtitle ? <Subtitle title={subtitle}>{subtitle}</Subtitle> : null}
        {description ? <Description title={description}>{description}</Description> : null}
        {tags ? <Tags>{tags}</Tags> : null}
      </span>
    </MainCell>
  );
}
