import { useId, type ReactNode } from 'react';
import { DetailSection } from './resource.styles';

export interface DetailPartProps {
  /** Its heading (an h3), which names the region. */
  title: string;
  children: ReactNode;
}

/**
 * A titled part of a detail dialog (an order's 'Cliente', a user's 'Perfil'): a region named by
 * its heading, never wider than the dialog. Lay parts out in `DetailSections`.
 */
export function DetailPart({ title, children }: DetailPartProps) {
  const titleId = useId();
  return (
    <DetailSection aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </DetailSection>
  );
}
