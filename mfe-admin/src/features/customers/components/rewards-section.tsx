import { useState } from 'react';
import { Badge, Button, formatDate } from '@bonis/design-system';
import {
  DetailPart,
  Nowrap,
  RowActions,
  StackCell,
  type AdminColumn,
} from '../../../components/admin-kit';
import { useCan } from '../../../lib/permissions';
import { SECTION_PAGE_SIZE } from '../api/customer-keys';
import { useCustomerBonuses, type CustomerBonus } from '../api/get-customer-bonuses';
import { useRouletteWins, type CustomerRouletteWin } from '../api/get-roulette-wins';
import {
  WIN_STATE_LABELS,
  WIN_STATE_TONES,
  bonusStatusLabel,
  bonusStatusTone,
  bonusTypeLabel,
  formatBonusValue,
  formatPrizeValue,
  pointsText,
  prizeTypeLabel,
  winState,
} from '../lib/labels';
import { ExtendBonusDialog, VoidBonusDialog } from './bonus-dialogs';
import { SectionStack } from './customers.styles';
import { SectionTable } from './section-table';

/** Whether a bonus can be voided (an active one) or extended (active, or expired unused). */
export const canVoidBonus = (bonus: CustomerBonus) => bonus.status === 'active';
export const canExtendBonus = (bonus: CustomerBonus) =>
  bonus.status === 'active' || (bonus.status === 'expired' && bonus.used_at === null);

/** Where the bonus came from: the roulette, or the bonus store for its points. */
const originOf = (bonus: CustomerBonus) =>
  bonus.roulette_win_id
    ? 'Premio de la ruleta'
    : `Tienda de bonos · ${pointsText(bonus.points_spent)}`;

/** Under the status: why an admin voided or extended it, or when it was used. */
function statusNote(bonus: CustomerBonus): string | null {
  if (bonus.status_reason) return `Motivo: ${bonus.status_reason}`;
  if (bonus.used_at) return `Usado el ${formatDate(bonus.used_at, 'short')}`;
  return null;
}

type Dialog = { kind: 'void' | 'extend'; bonus: CustomerBonus } | null;

function bonusColumns(
  manage: boolean,
  open: (dialog: Exclude<Dialog, null>) => void,
): AdminColumn<CustomerBonus>[] {
  const columns: AdminColumn<CustomerBonus>[] = [
    {
      key: 'bonus',
      header: 'Bono',
      cell: (bonus) => (
        <StackCell
          main={bonus.bonus_name}
          note={`${bonusTypeLabel(bonus.bonus_type)} · ${originOf(bonus)}`}
        />
      ),
    },
    {
      key: 'value',
      header: 'Valor',
      align: 'end',
      cell: (bonus) => <Nowrap>{formatBonusValue(bonus.bonus_type, bonus.bonus_value)}</Nowrap>,
    },
    {
      key: 'status',
      header: 'Estado',
      cell: (bonus) => (
        <StackCell
          main={
            <Badge tone={bonusStatusTone(bonus.status)} size="sm">
              {bonusStatusLabel(bonus.status)}
            </Badge>
          }
          note={statusNote(bonus)}
        />
      ),
    },
    {
      key: 'expires_at',
      header: 'Vence',
      cell: (bonus) => <Nowrap>{formatDate(bonus.expires_at, 'short')}</Nowrap>,
    },
  ];
  if (!manage) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Acciones',
      align: 'end',
      cell: (bonus) => (
        <RowActions>
          {canVoidBonus(bonus) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Anular bono ${bonus.bonus_name}`}
              onClick={() => open({ kind: 'void', bonus })}
            >
              Anular bono
            </Button>
          ) : null}
          {canExtendBonus(bonus) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Extender ${bonus.bonus_name}`}
              onClick={() => open({ kind: 'extend', bonus })}
            >
              Extender
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];
}

const winColumns: AdminColumn<CustomerRouletteWin>[] = [
  {
    key: 'prize',
    header: 'Premio',
    cell: (win) => <StackCell main={win.prize_name} note={prizeTypeLabel(win.prize_type)} />,
  },
  {
    key: 'value',
    header: 'Valor',
    align: 'end',
    cell: (win) => <Nowrap>{formatPrizeValue(win.prize_type, win.prize_value)}</Nowrap>,
  },
  {
    key: 'created_at',
    header: 'Ganado',
    cell: (win) => <Nowrap>{formatDate(win.created_at, 'short')}</Nowrap>,
  },
  {
    key: 'state',
    header: 'Estado',
    cell: (win) => {
      const state = winState(win);
      return (
        <StackCell
          main={
            <Badge tone={WIN_STATE_TONES[state]} size="sm">
              {WIN_STATE_LABELS[state]}
            </Badge>
          }
          note={
            state === 'used' && win.redeemed_at
              ? `El ${formatDate(win.redeemed_at, 'short')}`
              : state !== 'credited' && win.expires_at
                ? `Vence ${formatDate(win.expires_at, 'short')}`
                : null
          }
        />
      );
    },
  },
];

/**
 * 'Ruleta y bonos': the customer's bonuses (bought or won) with their state and expiry — an
 * admin may void an active one or extend an active or expired unused one, each with a reason —
 * and what they won at the roulette.
 */
export function RewardsSection({ userId }: { userId: string }) {
  const manage = useCan('bonuses.manage');
  const [bonusPage, setBonusPage] = useState(1);
  const [winPage, setWinPage] = useState(1);
  const bonuses = useCustomerBonuses(userId, bonusPage);
  const wins = useRouletteWins(userId, winPage);
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = bonusColumns(manage, setDialog);
  const close = () => setDialog(null);

  return (
    <SectionStack>
      <DetailPart title="Bonos">
        <SectionTable
          caption="Bonos del cliente"
          columns={columns}
          query={bonuses}
          page={bonusPage}
          pageSize={SECTION_PAGE_SIZE}
          onPageChange={setBonusPage}
          getRowId={(bonus) => bonus.id}
          empty="Sin bonos"
          loadError="No se pudieron cargar los bonos"
        />
      </DetailPart>
      <DetailPart title="Premios de la ruleta">
        <SectionTable
          caption="Premios de la ruleta del cliente"
          columns={winColumns}
          query={wins}
          page={winPage}
          pageSize={SECTION_PAGE_SIZE}
          onPageChange={setWinPage}
          getRowId={(win) => win.id}
          empty="Sin premios de la ruleta"
          loadError="No se pudieron cargar los premios de la ruleta"
        />
      </DetailPart>
      {dialog?.kind === 'void' ? (
        <VoidBonusDialog userId={userId} bonus={dialog.bonus} onClose={close} />
      ) : null}
      {dialog?.kind === 'extend' ? (
        <ExtendBonusDialog userId={userId} bonus={dialog.bonus} onClose={close} />
      ) : null}
    </SectionStack>
  );
}
