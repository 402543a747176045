import type { ReactNode, Ref } from 'react';
import {
  Actions,
  Description,
  Illustration,
  Root,
  Title,
  type EmptyStateSize,
} from './empty-state.styles';

export type { EmptyStateSize };
export type EmptyStateHeading = 'h2' | 'h3' | 'h4' | 'p';

export interface EmptyStateProps {
  /** e.g. 'No hay productos disponibles' */
  title: ReactNode;
  description?: ReactNode;
  /** an icon, emoji or illustration; decorative, hidden from screen readers */
  icon?: ReactNode;
  /** buttons or links, e.g. 'Seguir comprando' */
  action?: ReactNode;
  /** the title's element, to fit the page's heading outline; h2 by default */
  headingAs?: EmptyStateHeading;
  size?: EmptyStateSize;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** What a list, grid or page shows when there is nothing in it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingAs = 'h2',
  size = 'md',
  className,
  ref,
}: EmptyStateProps) {
  return (
    <Root ref={ref} className={className} $size={size} data-size={size}>
      {icon !== undefined && icon !== null && (
        <Illustration $size={size} aria-hidden="true">
          {icon}
        </Illustration>
      )}
      <Title as={headingAs} $size={size}>
        {title}
      </Title>
      {description !== undefined && description !== null && (
        <Description>{description}</Description>
      )}
      {action !== undefined && action !== null && <Actions>{action}</Actions>}
    </Root>
  );
}
