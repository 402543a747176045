import { Button } from '@bonis/design-system';
import { ErrorBox } from './rewards-page.styles';

/** A section that could not be read: what failed, and 'Reintentar'. */
export function LoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <ErrorBox role="alert">
      <span>{message}</span>
      <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
        Reintentar
      </Button>
    </ErrorBox>
  );
}
