import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export { PageTitle } from '../../../components/page-parts.styles';

/** The page's one column: narrow enough to read, the whole width of a phone. */
export const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  width: min(480px, 100%);
  margin: 0 auto;

  h2 {
    margin: 0 0 ${vars.space[4]};
    font-size: ${vars.fontSize.lg};
  }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  word-break: normal;
  overflow-wrap: break-word;
`;
