import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden, vars, visuallyHiddenCss } from '@bonis/design-system';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${vars.space[2]};
  padding: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: ${vars.space[2]};
`;

const Tile = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  & > input {
    ${visuallyHiddenCss}
  }

  &:hover {
    border-color: ${vars.color.borderStrong};
  }

  &:has(input:checked) {
    border: 2px solid ${vars.color.brand};
    background: ${vars.color.brandSoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const ErrorText = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
`;

export interface IconChoice {
  emoji: string;
  /** what a screen reader reads for the emoji ('Regalo') */
  name: string;
}

export interface IconPickerProps {
  legend: string;
  choices: readonly IconChoice[];
  /** the chosen emoji ('' for none) */
  value: string;
  onChange: (emoji: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: string;
}

/**
 * A set of emoji as native radios in a fieldset (arrow keys move between them, Tab enters and
 * leaves), drawn as tiles. Each radio is named by the emoji's Spanish name, not the emoji.
 */
export function IconPicker({
  legend,
  choices,
  value,
  onChange,
  onBlur,
  hint,
  error,
}: IconPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Fieldset aria-describedby={describedBy || undefined}>
      <Legend>{legend}</Legend>
      <Tiles>
        {choices.map((choice) => (
          <Tile key={choice.emoji} title={choice.name}>
            <input
              type="radio"
              name={id}
              value={choice.emoji}
              checked={value === choice.emoji}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice.emoji)}
              onBlur={onBlur}
            />
            <span aria-hidden="true">{choice.emoji}</span>
            <VisuallyHidden>{choice.name}</VisuallyHidden>
          </Tile>
        ))}
      </Tiles>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}
