import { styled } from 'styled-components';
import { vars } from '../../tokens';

export type EmptyStateSize = 'sm' | 'md';

export const Root = styled.div<{ $size: EmptyStateSize }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${({ $size }) => ($size === 'sm' ? vars.space[6] : vars.space[12])} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.text};
`;

export const Illustration = styled.div<{ $size: EmptyStateSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'sm' ? '56px' : '88px')};
  height: ${({ $size }) => ($size === 'sm' ? '56px' : '88px')};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-size: ${({ $size }) => ($size === 'sm' ? vars.fontSize.xl : vars.fontSize['3xl'])};

  svg {
    width: 50%;
    height: 50%;
  }
`;

export const Title = styled.h2<{ $size: EmptyStateSize }>`
  margin: 0;
  font-size: ${({ $size }) => ($size === 'sm' ? vars.fontSize.lg : vars.fontSize.xl)};
  color: ${vars.color.text};
`;

export const Description = styled.div`
  max-width: 48ch;
  color: ${vars.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;
