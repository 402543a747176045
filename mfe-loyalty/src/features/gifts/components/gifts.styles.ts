import { css, styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';
import { PageIntro, PageTitle as SharedPageTitle } from '../../../components/page-heading.styles';

export const PageTitle = styled(SharedPageTitle)`
  margin-bottom: ${vars.space[2]};
`;

export const Intro = PageIntro;

export const Sections = styled.div`
  display: grid;
  gap: ${vars.space[10]};
  min-width: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
`;

export const StepTitle = styled.h3`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.fontSize.lg};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The purchase: the item on one side, the recipient and the summary on the other. */
export const PurchaseLayout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${media.md} {
    padding: ${vars.space[6]};
  }
`;

export const Options = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${vars.space[3]};
  min-width: 0;
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${vars.space[3]};
    padding: 0;
    font-weight: 700;
  }
`;

export const OptionCard = styled.label<{ $checked: boolean; $invalid: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-content: start;
  gap: ${vars.space[2]} ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 2px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  cursor: pointer;
  transition: border-color ${vars.duration.fast} ${vars.easing.standard};

  &:hover {
    border-color: ${vars.color.borderStrong};
  }

  &:focus-within {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  ${({ $invalid }) =>
    $invalid &&
    css`
      border-color: ${vars.color.danger};
    `}

  ${({ $checked }) =>
    $checked &&
    css`
      border-color: ${vars.color.brand};
      background: ${vars.color.brandSoft};
      color: ${vars.color.onBrandSoft};
    `}

  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${vars.color.brandBg};
  }
`;

export const OptionBody = styled.span`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const OptionName = styled.span`
  font-weight: 800;
  font-size: ${vars.fontSize.lg};
  overflow-wrap: anywhere;
`;

export const OptionMeta = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
`;

export const Benefits = styled.ul`
  grid-column: 2;
  display: grid;
  gap: 2px;
  margin: 0;
  padding-inline-start: ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
`;

export const FieldError = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.danger};
  font-weight: 700;
  font-size: ${vars.fontSize.sm};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;

  input,
  textarea {
    max-width: 100%;
  }
`;

export const TwoFields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Summary = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

export const SummaryLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]};
  margin: 0;
  font-weight: 700;

  strong {
    font-size: ${vars.fontSize.xl};
    font-weight: 800;
  }
`;

export const Notice = styled.div<{ $tone: 'info' | 'success' | 'warning' | 'danger' }>`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  overflow-wrap: anywhere;
  ${({ $tone }) => {
    const [bg, fg] = {
      info: [vars.color.infoSoft, vars.color.onInfoSoft],
      success: [vars.color.successSoft, vars.color.onSuccessSoft],
      warning: [vars.color.warningSoft, vars.color.onWarningSoft],
      danger: [vars.color.dangerSoft, vars.color.onDangerSoft],
    }[$tone];
    return css`
      background: ${bg};
      color: ${fg};
    `;
  }}

  p {
    margin: 0;
  }
`;

export const NoticeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const NoticeTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};

  &:focus {
    outline: none;
  }
`;

/** A gift or discount code, big enough to read out and type. */
export const Code = styled.span`
  display: inline-block;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 2px dashed currentColor;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: ${vars.fontSize.xl};
  font-weight: 800;
  letter-spacing: 0.08em;
  user-select: all;
  overflow-wrap: anywhere;

  ${media.md} {
    font-size: ${vars.fontSize['2xl']};
  }
`;

export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const RedeemForm = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  max-width: 520px;

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;

    & > button {
      margin-top: 28px;
    }
  }
`;

export const GiftList = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GiftRow = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${media.md} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(12rem, auto);
    align-items: center;
    gap: ${vars.space[4]};
  }
`;

export const GiftFacts = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const GiftActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  ${media.md} {
    justify-content: flex-end;
  }
`;

export const InlineCode = styled.code`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: ${vars.color.text};
`;
