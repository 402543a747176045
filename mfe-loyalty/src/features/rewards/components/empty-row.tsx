import type { ReactNode } from 'react';
import { Muted, RowItem, RowMain, RowTitle, Rows } from './rewards-page.styles';

/** A list of the rewards page with nothing in it yet: what is missing, how to get it, an action. */
export function EmptyRow({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Rows>
      <RowItem>
        <RowMain>
          <RowTitle>{title}</RowTitle>
          <Muted>{children}</Muted>
        </RowMain>
        {action}
      </RowItem>
    </Rows>
  );
}
