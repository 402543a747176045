import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Band = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  padding: ${vars.space[6]} ${vars.space[4]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    gap: ${vars.space[8]};
    padding: ${vars.space[10]} ${vars.space[8]};
  }
`;

export const Intro = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

export const Title = styled.h2`
  font-size: ${vars.fontSize.xl};
  color: inherit;

  ${media.md} {
    font-size: ${vars.fontSize['2xl']};
  }
`;

export const Lead = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: 1.5;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Label = styled.label`
  margin-bottom: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  & > input {
    flex: 1 1 200px;
    min-width: 0;
  }
  & > button {
    flex: 1 0 auto;
  }

  ${media.sm} {
    & > button {
      flex-grow: 0;
    }
  }
`;

export const Message = styled.div<{ $tone: 'error' | 'info' }>`
  /* always in the page (a live region must exist before its text appears), no room while empty */
  &:not(:empty) {
    margin-top: ${vars.space[2]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    background: ${({ $tone }) => ($tone === 'error' ? vars.color.dangerSoft : vars.color.surface)};
    color: ${({ $tone }) => ($tone === 'error' ? vars.color.onDangerSoft : vars.color.text)};
  }
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
`;

export const Success = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.success};
  border-radius: ${vars.radius.md};
  background: ${vars.color.successSoft};
  color: ${vars.color.onSuccessSoft};
`;

export const SuccessText = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  outline: none;

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 4px;
    border-radius: ${vars.radius.sm};
  }
`;

export const SuccessTitle = styled.strong`
  font-size: ${vars.fontSize.lg};
`;

/** The address the code was sent to. */
export const SentTo = styled.strong`
  justify-self: start;
  max-width: 100%;
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
  overflow-wrap: anywhere;
`;
