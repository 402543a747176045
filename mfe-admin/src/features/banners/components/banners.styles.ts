import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** The hero's image box: 1920 × 700 (2.74:1), so a preview crops as the home does. */
export const BANNER_ASPECT_RATIO = '1920 / 700';

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  p {
    margin: 0;
    max-width: 60ch;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &[data-active='false'] > :first-child {
    opacity: 0.6;
  }

  ${media.md} {
    grid-template-columns: minmax(220px, 2fr) 3fr;
    align-items: start;
    padding: ${vars.space[4]};
  }
`;

export const Frame = styled.div`
  position: relative;
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const FrameEmpty = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.sm};

  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export const History = styled.div`
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};
  font-size: ${vars.fontSize.sm};
`;

export const Uploading = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${vars.space[2]};
  background: ${vars.color.surface};
  opacity: 0.92;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;
