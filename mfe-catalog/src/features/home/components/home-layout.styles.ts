import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/**
 * The home's column: as wide as the store (1280 px), 16 px of side padding on phones and 24 px
 * from md, sections 40–56 px apart (the carousels measure what is left for their slides).
 */
export const HomeColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[10]};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[12]};

  ${media.md} {
    gap: ${vars.space[12]};
    padding: ${vars.space[6]} ${vars.space[6]} ${vars.space[16]};
  }
`;
