import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export const Content = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

export const Balance = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-weight: 700;
`;

export const BalanceValue = styled.strong`
  font-size: ${vars.fontSize.xl};
  font-weight: 800;
`;

export const SignInNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};
  font-weight: 700;
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;

  & > * {
    flex: 1;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;
`;

export const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  font-size: ${vars.fontSize['2xl']};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: 1.3;
`;

export const Description = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Value = styled.p`
  margin: 0;
  color: ${vars.color.member};
  font-weight: 800;
`;

export const Validity = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  margin-top: auto;
  padding-top: ${vars.space[2]};
`;

export const Cost = styled.span`
  font-weight: 800;
  white-space: nowrap;
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;
