import { Button } from '@bonis/design-system';
import { useCopyCode } from '../hooks/use-copy-code';
import { Code, CodeRow } from './gifts.styles';

/** A code shown big and selectable, with 'Copiar código' (its name says which code). */
export function CopyableCode({ code }: { code: string }) {
  const copy = useCopyCode();
  return (
    <CodeRow>
      <Code data-code="">{code}</Code>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Copiar código ${code}`}
        onClick={() => void copy(code)}
      >
        Copiar código
      </Button>
    </CodeRow>
  );
}
