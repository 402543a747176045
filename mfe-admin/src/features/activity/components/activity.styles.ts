import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export const Stack = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const Muted = styled.span`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Intro = styled.p`
  color: ${vars.color.textMuted};
  max-width: 70ch;
`;

/** A filter's label over its control, in the toolbar. */
export const Filter = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 10rem;

  label {
    font-size: ${vars.fontSize.sm};
    font-weight: 700;
    color: ${vars.color.text};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0 0 ${vars.space[4]};
  font-size: ${vars.fontSize.sm};

  dt {
    font-weight: 700;
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const SectionTitle = styled.h3`
  margin-bottom: ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  font-weight: 700;
`;
