import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

/* Text blocks are <div>s, not <p>s: the shell's footer styles the paragraphs around the slot. */

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  font-family: ${vars.font.family};
  color: ${vars.color.text};
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
    flex: 1 1 180px;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

export const Message = styled.div<{ $tone: 'error' | 'info' }>`
  /* always in the page (a live region must exist before its text appears), taking no room
     while empty */
  &:not(:empty) {
    margin-top: ${vars.space[2]};
  }
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  color: ${({ $tone }) => ($tone === 'error' ? vars.color.danger : vars.color.text)};
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
  font-family: ${vars.font.family};
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
  font-size: ${vars.fontSize.md};
`;

/** The address the code was sent to. */
export const SentTo = styled.strong`
  justify-self: start;
  max-width: 100%;
  font-size: ${vars.fontSize.md};
  font-weight: 700;
  overflow-wrap: anywhere;
`;
