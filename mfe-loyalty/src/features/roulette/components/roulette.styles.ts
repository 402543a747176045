import { css, styled } from 'styled-components';
import { media, vars, visuallyHiddenCss } from '@bonis/design-system';
import { PageIntro, PageTitle as SharedPageTitle } from '../../../components/page-heading.styles';

export const PageTitle = styled(SharedPageTitle)`
  margin-bottom: ${vars.space[2]};
`;

export const Intro = PageIntro;

export const Layout = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const WheelColumn = styled.section`
  display: grid;
  gap: ${vars.space[5]};
  justify-items: center;
  min-width: 0;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr));
  gap: ${vars.space[3]};
  width: 100%;
  margin: 0;
`;

export const Fact = styled.div<{ $tone?: 'brand' | 'plain' }>`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  min-width: 0;
  ${({ $tone = 'plain' }) =>
    $tone === 'brand'
      ? css`
          background: ${vars.color.brandSoft};
          color: ${vars.color.onBrandSoft};
        `
      : css`
          background: ${vars.color.surfaceSunken};
          color: ${vars.color.text};
        `}

  dt {
    font-size: ${vars.fontSize.sm};
    font-weight: 700;
  }

  dd {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`;

export const Notice = styled.div<{ $tone: 'info' | 'warning' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  font-weight: 700;
  ${({ $tone }) =>
    $tone === 'info'
      ? css`
          background: ${vars.color.infoSoft};
          color: ${vars.color.onInfoSoft};
        `
      : $tone === 'warning'
        ? css`
            background: ${vars.color.warningSoft};
            color: ${vars.color.onWarningSoft};
          `
        : css`
            background: ${vars.color.dangerSoft};
            color: ${vars.color.onDangerSoft};
          `}
`;

export const SpinButtonRow = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  justify-items: center;
  width: min(100%, 320px);
`;

export const WheelSkeleton = styled.div`
  width: min(100%, 420px);
  aspect-ratio: 1;

  & > * {
    width: 100% !important;
    height: 100% !important;
  }
`;

export const HiddenHeading = styled.h2`
  ${visuallyHiddenCss}
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space[3]};
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
`;

export const PrizeItems = styled.ol`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PrizeItem = styled.li`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const Swatch = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 1px solid ${vars.color.borderStrong};
`;

export const PrizeIcon = styled.span`
  font-size: ${vars.fontSize['2xl']};
  line-height: 1;
`;

export const PrizeText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }

  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

export const Probability = styled.span`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const WinBody = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  text-align: center;

  p {
    margin: 0;
  }
`;

export const WinIcon = styled.span`
  font-size: 4rem;
  line-height: 1;
`;
