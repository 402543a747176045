import { useState } from 'react';
import { Badge, formatDate, formatNumber } from '@bonis/design-system';
import { pointsMovementLabel, pointsMovementTone } from '@bonis/supabase-client';
import { Nowrap, type AdminColumn } from '../../../components/admin-kit';
import { LEDGER_PAGE_SIZE } from '../api/customer-keys';
import { usePointsLedger, type LedgerEntry } from '../api/get-points-ledger';
import { CellText, Signed } from './customers.styles';
import { SectionTable } from './section-table';

/** The movement's points with their sign: '+500', '−200'. */
function SignedPoints({ entry }: { entry: LedgerEntry }) {
  const change = (entry.points_earned ?? 0) - (entry.points_used ?? 0);
  return (
    <Signed data-sign={change > 0 ? 'plus' : 'minus'}>
      {change > 0 ? '+' : '−'}
      {formatNumber(Math.abs(change))}
    </Signed>
  );
}

const columns: AdminColumn<LedgerEntry>[] = [
  {
    key: 'created_at',
    header: 'Fecha',
    cell: (entry) => <Nowrap>{formatDate(entry.created_at, 'datetime')}</Nowrap>,
  },
  {
    key: 'movement',
    header: 'Movimiento',
    cell: (entry) =>
      entry.transaction_type ? (
        <Badge tone={pointsMovementTone(entry.transaction_type)} size="sm">
          {pointsMovementLabel(entry.transaction_type)}
        </Badge>
      ) : null,
  },
  {
    key: 'description',
    header: 'Detalle',
    cell: (entry) => <CellText>{entry.description}</CellText>,
  },
  {
    key: 'points',
    header: 'Puntos',
    align: 'end',
    cell: (entry) => <SignedPoints entry={entry} />,
  },
  {
    key: 'balance',
    header: 'Saldo',
    align: 'end',
    cell: (entry) => <Nowrap>{formatNumber(entry.balance)}</Nowrap>,
  },
];

/** 'Puntos': the ledger, newest movement first, with the balance after each one. */
export function PointsSection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = usePointsLedger(userId, page);
  return (
    <SectionTable
      caption="Movimientos de puntos"
      columns={columns}
      query={query}
      page={page}
      pageSize={LEDGER_PAGE_SIZE}
      onPageChange={setPage}
      getRowId={(entry) => entry.id ?? String(entry.seq)}
      empty="Sin movimientos de puntos"
      loadError="No se pudieron cargar los movimientos de puntos"
    />
  );
}
