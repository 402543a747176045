import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

/** The form's server error (FormAlert). */
export const Alert = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  border-inline-start: 4px solid ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The field with a fixed prefix before it ('+57'). */
export const Prefixed = styled.div`
  display: flex;
  align-items: stretch;
  min-width: 0;

  & > input {
    flex: 1;
    min-width: 0;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
`;

export const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-inline-end: 0;
  border-start-start-radius: ${vars.radius.sm};
  border-end-start-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-weight: 700;
`;
