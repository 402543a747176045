import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Page = styled.section`
  max-width: 760px;
  margin: 0 auto;
  padding: ${vars.space[8]} ${vars.space[4]} ${vars.space[12]};
  color: ${vars.color.text};

  ${media.md} {
    padding: ${vars.space[12]} ${vars.space[6]} ${vars.space[16]};
  }
`;

export const Title = styled.h1`
  font-size: ${vars.fontSize['3xl']};
`;

export const Lead = styled.p`
  margin-top: ${vars.space[3]};
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.textMuted};
`;

export const Section = styled.section`
  margin-top: ${vars.space[8]};

  h2 {
    font-size: ${vars.fontSize.xl};
    margin-bottom: ${vars.space[3]};
  }
  p + p,
  p + ul,
  ul + p,
  ul + dl,
  p + dl {
    margin-top: ${vars.space[3]};
  }
`;

export const Bullets = styled.ul`
  margin: 0;
  padding-left: ${vars.space[6]};

  li + li {
    margin-top: ${vars.space[1]};
  }
`;

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};

  li {
    padding: ${vars.space[3]} ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  span {
    display: block;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;
