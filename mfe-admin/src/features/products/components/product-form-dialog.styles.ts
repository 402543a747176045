import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;

export const Section = styled.fieldset`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const SectionTitle = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[3]};
  font-weight: 700;
`;

/** A field that takes the whole row of a two-column section. */
export const Wide = styled.div`
  min-width: 0;

  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

export const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]} ${vars.space[8]};
`;

export const History = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

export const HistoryToggle = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[1]} 0;
  border: 0;
  background: none;
  color: ${vars.color.brand};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
  svg {
    width: 16px;
    height: 16px;
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;
