import { css, styled } from 'styled-components';
import { media, vars, visuallyHiddenCss } from '@bonis/design-system';

/** The form column, and the order summary beside it from 1024 px (stacked below that). */
/** The card a section and the summary sit on. */
const panel = css`
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  ${media.md} {
    padding: ${vars.space[6]};
  }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  margin-top: ${vars.space[6]};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
    align-items: start;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const Aside = styled.aside`
  min-width: 0;

  ${media.lg} {
    position: sticky;
    top: ${vars.space[6]};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  line-height: 1.2;

  ${media.md} {
    font-size: ${vars.fontSize['3xl']};
  }
`;

/** A numbered section of the form ('1 Información de contacto'). */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  ${panel}
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.xl};
  line-height: 1.2;
`;

export const Step = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-size: ${vars.fontSize.sm};
  font-weight: 800;
`;

/** Two fields side by side from 768 px, one under the other below. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** 'Guardar esta dirección' and, when checked, the name to keep it under. */
export const SaveOption = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  ${media.md} {
    max-width: 50%;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A problem with the page's data (role="alert" where it is used). */
export const Notice = styled.div<{ $tone: 'danger' | 'warning' | 'info' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid
    ${({ $tone }) =>
      $tone === 'danger'
        ? vars.color.danger
        : $tone === 'warning'
          ? vars.color.warning
          : vars.color.info};
  background: ${({ $tone }) =>
    $tone === 'danger'
      ? vars.color.dangerSoft
      : $tone === 'warning'
        ? vars.color.warningSoft
        : vars.color.infoSoft};
  color: ${({ $tone }) =>
    $tone === 'danger'
      ? vars.color.onDangerSoft
      : $tone === 'warning'
        ? vars.color.onWarningSoft
        : vars.color.onInfoSoft};
  overflow-wrap: anywhere;

  & a {
    color: inherit;
    font-weight: 700;
  }
`;

/** A group of choice cards (days, time ranges). */
export const ChoiceGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const ChoiceLegend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[2]};
  font-weight: 700;
`;

export const DayGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]};

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const RangeList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

/**
 * One radio as a card: the native radio (kept for the keyboard and screen readers, drawn
 * invisible) and its label filling the card. Focus and the checked state show on the card.
 */
export const ChoiceCard = styled.div`
  position: relative;
  min-width: 0;

  & > input {
    ${visuallyHiddenCss}
  }

  & > label {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    height: 100%;
    min-width: 0;
    padding: ${vars.space[3]};
    border: 2px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    cursor: pointer;
    overflow-wrap: anywhere;
  }

  & > input:hover:not(:disabled) + label,
  & > label:hover {
    border-color: ${vars.color.borderStrong};
  }

  & > input:checked + label {
    border-color: ${vars.color.brand};
    background: ${vars.color.brandSoft};
    color: ${vars.color.onBrandSoft};
  }

  & > input:focus-visible + label {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  & > input[aria-invalid='true'] + label {
    border-color: ${vars.color.danger};
  }

  & > input:disabled + label {
    cursor: not-allowed;
    border-style: dashed;
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.textMuted};
  }
`;

export const DayLabel = styled.label`
  && {
    flex-direction: column;
    align-items: flex-start;
    gap: ${vars.space[1]};
  }
`;

export const DayName = styled.span`
  font-weight: 800;
`;

export const SmallText = styled.span`
  font-size: ${vars.fontSize.sm};
`;

export const RangeIcon = styled.span`
  flex: none;
  font-size: ${vars.fontSize.xl};
  line-height: 1;
`;

export const RangeText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const RangeCost = styled.span`
  flex: none;
  font-weight: 800;
  white-space: nowrap;
`;

/** The phone field: the country code select and the number. */
export const PhoneControls = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  min-width: 0;

  & > :first-child {
    flex: 0 0 96px;
  }
  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export const CodeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
  min-width: 0;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const OptionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OptionItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  min-width: 0;

  &[data-disabled] {
    background: ${vars.color.surfaceSunken};
  }
`;

export const OptionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const OptionName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.successSoft};
  color: ${vars.color.onSuccessSoft};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const SummaryCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  ${panel}
`;

export const SummaryLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0 0 ${vars.space[4]};
  list-style: none;
  border-bottom: 1px solid ${vars.color.border};
`;

export const SummaryLine = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-width: 0;

  & > :first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > :last-child {
    flex: none;
    white-space: nowrap;
    font-weight: 700;
  }
  &[data-unavailable] {
    color: ${vars.color.textMuted};
  }
`;

export const Totals = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
`;

export const TotalRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${vars.space[3]};

  & > dt {
    min-width: 0;
  }
  & > dd {
    margin: 0;
    text-align: end;
    font-weight: 700;
    white-space: nowrap;
  }
  &[data-total] {
    padding-top: ${vars.space[3]};
    border-top: 1px solid ${vars.color.border};
    font-size: ${vars.fontSize.lg};
  }
  &[data-total] > dd {
    font-size: ${vars.fontSize.xl};
    font-weight: 800;
  }
  &[data-discount] > dd {
    color: ${vars.color.success};
  }
`;

export const Reason = styled.span`
  display: block;
  font-size: ${vars.fontSize.xs};
  font-weight: 400;
  color: ${vars.color.textMuted};
  white-space: normal;
`;

export const VisuallyHiddenHeading = styled.h2`
  ${visuallyHiddenCss}
`;

export const Subtitle = styled.h3`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.md};
`;

export const SummaryTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  line-height: 1.2;
`;
