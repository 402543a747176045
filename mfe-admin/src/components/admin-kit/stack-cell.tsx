import type { ReactNode } from 'react';
import { CellLines, Description, Nowrap } from './resource.styles';

export interface StackCellProps {
  /** The cell's value, on one line: an amount, an order's number, a status badge. */
  main: ReactNode;
  /** A smaller, muted line under it ('3 productos', 'Vence 30/06/2027'); none: just the value. */
  note?: ReactNode;
}

/** A value with a note under it, so two facts share one column and the table stays narrow. */
export function StackCell({ main, note }: StackCellProps) {
  return (
    <CellLines>
      <Nowrap>{main}</Nowrap>
      {note ? <Description>{note}</Description> : null}
    </CellLines>
  );
}
