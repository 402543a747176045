import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};

  & > * {
    flex: 1 1 160px;
    min-width: 0;
  }
`;

/** A line of secondary actions under the form: wraps on narrow screens. */
export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  text-align: center;
`;

/** A button that looks like a link: it switches dialogs, it doesn't navigate. */
export const LinkButton = styled.button`
  padding: ${vars.space[1]} 0;
  border: 0;
  border-radius: 2px;
  background: none;
  color: ${vars.color.brand};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.18em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const EndAligned = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${vars.space[2]});
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${vars.color.border};
  }
`;

/** What a dialog shows once its request is done (email sent, account to confirm). */
export const Confirmation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  text-align: center;
  overflow-wrap: anywhere;

  & > h3 {
    font-size: ${vars.fontSize.lg};
  }
  & > h3:focus {
    outline: none;
  }
  & > h3:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const ConfirmationIcon = styled.span`
  font-size: 2.5rem;
  line-height: 1;
`;
