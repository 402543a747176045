import { css, styled } from 'styled-components';
import { Card, media, vars } from '@bonis/design-system';
import { PageTitle } from '../../../components/page-heading.styles';

export const Page = styled.div`
  display: grid;
  gap: ${vars.space[10]};
  min-width: 0;
`;

export const Hero = styled.header`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[6]} ${vars.space[4]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  text-align: center;

  ${media.md} {
    padding: ${vars.space[12]} ${vars.space[8]};
  }
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const Title = PageTitle;

export const Lead = styled.p`
  max-width: 46rem;
  margin: 0 auto;
  font-size: ${vars.fontSize.md};
  line-height: 1.5;

  ${media.md} {
    font-size: ${vars.fontSize.lg};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
  line-height: 1.2;
  text-align: center;

  ${media.md} {
    font-size: ${vars.fontSize['2xl']};
  }
`;

export const MemberBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.member};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-align: center;

  /* the same box without the member's border: everyone but a member reads a plain line */
  &[data-state='invite'] {
    border-color: transparent;
    background: transparent;
    color: ${vars.color.textMuted};
  }
`;

export const MemberText = styled.p`
  margin: 0;
  max-width: 100%;
`;

export const MemberName = styled.strong`
  color: ${vars.color.member};
`;

/** One column on phones, the plans side by side from tablets on. */
export const PlanList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  margin: 0 auto;
  padding: 0;
  width: 100%;
  max-width: 60rem;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
    align-items: stretch;
  }
`;

export const PlanItem = styled.li`
  display: flex;
  min-width: 0;

  & > * {
    flex: 1;
  }
`;

export const PlanBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  height: 100%;
`;

export const PlanTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: 28px;
`;

export const PlanName = styled.h3`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

export const PlanDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Duration = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const Benefits = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Benefit = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  overflow-wrap: anywhere;

  &::before {
    content: '✓';
    flex: none;
    color: ${vars.color.success};
    font-weight: 800;
  }
`;

export const PlanAction = styled.div`
  margin-top: auto;
  padding-top: ${vars.space[2]};
`;

/** A plan's card; the 365-day plan stands out with a brand border. */
export const PlanCard = styled(Card)<{ $popular: boolean }>`
  ${({ $popular }) =>
    $popular &&
    css`
      border: 2px solid ${vars.color.brand};
    `}
`;

export const Blurbs = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Blurb = styled.li`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[6]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};
  text-align: center;
`;

export const BlurbIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.brand};
`;

export const BlurbTitle = styled.h3`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
`;

export const BlurbText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  line-height: 1.5;
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  text-align: center;
`;

export const DialogActions = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;
