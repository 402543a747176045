import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { FALLBACK_MESSAGE, RETRY_LABEL } from './remote-boundary';

const Box = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  padding: ${vars.space[3]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
`;

const Retry = styled.button`
  padding: ${vars.space[1]} ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** What a widget slot shows when its remote can't be loaded: the message and a retry. */
export function WidgetFailure({
  onRetry,
  children,
}: {
  onRetry: () => void;
  children?: React.ReactNode;
}) {
  return (
    <Box role="alert" data-widget-fallback="">
      <span>{FALLBACK_MESSAGE}</span>
      {children}
      <Retry type="button" onClick={onRetry}>
        {RETRY_LABEL}
      </Retry>
    </Box>
  );
}
