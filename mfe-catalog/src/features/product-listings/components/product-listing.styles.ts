import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]} ${vars.space[4]};
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${vars.space[4]};
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: end;
  width: 100%;

  ${media.md} {
    width: auto;
  }
  label {
    display: grid;
    gap: ${vars.space[1]};
    font-size: ${vars.fontSize.sm};
    font-weight: 600;
    flex: 1 1 200px;
  }
`;

export const Count = styled.p`
  color: ${vars.color.textMuted};
`;

export const Results = styled.div`
  scroll-margin-top: 140px;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Pages = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${vars.space[8]};
`;
