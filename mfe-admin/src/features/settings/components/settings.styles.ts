import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  max-width: 880px;
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  & > * {
    min-width: 0;
  }

  ${media.sm} {
    padding: ${vars.space[6]};
  }

  &[data-disabled='true'] {
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.textMuted};
  }
`;

export const SectionHeader = styled.header`
  display: grid;
  gap: ${vars.space[1]};

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
  }
  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;

  & > * {
    min-width: 0;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;

  /* an input's intrinsic width must not widen the column on a 320 px screen */
  & > * {
    min-width: 0;
  }

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > [data-wide='true'] {
      grid-column: 1 / -1;
    }
  }
`;

export const Toggles = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  &:disabled {
    opacity: 0.7;
  }
`;

export const Toggle = styled.div`
  display: grid;
  gap: ${vars.space[1]};

  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;

  & > * {
    width: 100%;
  }

  ${media.sm} {
    & > * {
      width: auto;
    }
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};
  font-size: ${vars.fontSize.sm};

  &[data-tone='warning'] {
    background: ${vars.color.warningSoft};
    color: ${vars.color.onWarningSoft};
  }
`;

export const LiveBannerFigure = styled.figure`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  min-width: 0;

  ${media.sm} {
    grid-template-columns: minmax(160px, 240px) minmax(0, 1fr);
    align-items: center;
  }

  figcaption {
    display: grid;
    gap: ${vars.space[1]};
    overflow-wrap: anywhere;
  }
`;

export const Thumb = styled.div`
  aspect-ratio: 1920 / 700;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
