import { styled } from 'styled-components';
import { media, vars } from '../../tokens';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space[6]};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Item = styled.li`
  min-width: 0;
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;
  padding-bottom: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  overflow: hidden;

  & > :not(:first-child) {
    margin-inline: ${vars.space[4]};
    width: auto;
  }
`;
