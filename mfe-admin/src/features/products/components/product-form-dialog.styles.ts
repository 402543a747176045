import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

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
