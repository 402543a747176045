import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** A page's heading block: its h1 and an optional lead paragraph. */
export const PageHeader = styled.header`
  display: grid;
  gap: ${vars.space[2]};
  margin: ${vars.space[4]} 0 ${vars.space[6]};

  h1 {
    font-size: ${vars.fontSize['2xl']};
    ${media.md} {
      font-size: ${vars.fontSize['3xl']};
    }
  }
  p {
    color: ${vars.color.textMuted};
  }
`;
