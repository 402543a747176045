import { Link } from 'react-router';
import { css, styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
`;

export const Heading = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;
`;

export const MemberHeading = styled(Heading)`
  color: ${vars.color.member};
`;

export const Offer = styled.p`
  margin: 0;
`;

export const OfferHighlight = styled.strong`
  display: inline-block;
  margin-inline-end: ${vars.space[1]};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-weight: 800;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const List = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Plan = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;

export const PlanName = styled.span`
  font-weight: 700;
`;

export const PlanPrice = styled.span`
  white-space: nowrap;
`;

export const Benefit = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};

  &::before {
    content: '✓';
    color: ${vars.color.success};
    font-weight: 800;
  }
`;

export const Points = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[2]};
  margin: 0;
`;

export const PointsValue = styled.span`
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  font-weight: 800;
  line-height: 1.2;
  color: ${vars.color.brand};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${vars.space[4]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.brand};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${vars.color.brandSoft};
    color: ${vars.color.onBrandSoft};
  }
`;

export const ActionLink = styled(Link)`
  ${action}
`;

export const PrimaryLink = styled(Link)`
  ${action}
  border-color: ${vars.color.brandBg};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};

  &:hover {
    border-color: ${vars.color.brandBgHover};
    background: ${vars.color.brandBgHover};
    color: ${vars.color.onBrand};
  }
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;
