import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** One column on a phone; the selects and the button side by side from tablets up. */
export const Bar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[3]};
  align-items: end;
  margin-bottom: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }

  label {
    display: grid;
    gap: ${vars.space[1]};
    font-size: ${vars.fontSize.sm};
    font-weight: 600;
    min-width: 0;
  }
`;
