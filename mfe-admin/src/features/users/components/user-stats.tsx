import { formatNumber } from '@bonis/design-system';
import { StatCards } from '../../../components/admin-kit';
import { useUserStats, type UserStats } from '../api/get-user-stats';

const CARDS: { key: keyof UserStats; label: string }[] = [
  { key: 'total', label: 'Total de usuarios' },
  { key: 'admins', label: 'Administradores' },
  { key: 'members', label: 'Miembros' },
  { key: 'newThisMonth', label: 'Nuevos este mes' },
];

/** The staff ('Personal') count, after the admins', when `admin_user_stats()` gives it. */
const STAFF_CARD = { label: 'Personal', after: 'admins' } as const;

/** `admin_user_stats()`'s `staff`, when it gives one (older databases don't): a count or null. */
function staffCount(stats: object): number | null {
  const value = (stats as { staff?: unknown }).staff;
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * The summary cards (spec §2, 'Users: 4 summary cards'): every account, the admins, the
 * members with a current plan and this month's sign-ups, from `admin_user_stats()`; and
 * 'Personal' (the staff accounts) after the admins when the function counts them.
 */
export function UserStatsCards() {
  const stats = useUserStats();
  const staff = stats.data ? staffCount(stats.data) : null;
  const cards = CARDS.flatMap(({ key, label }) => {
    const card = { label, value: stats.data ? formatNumber(stats.data[key]) : '—' };
    return key === STAFF_CARD.after && staff !== null
      ? [card, { label: STAFF_CARD.label, value: formatNumber(staff) }]
      : [card];
  });
  return (
    <StatCards
      cards={cards}
      loading={stats.isPending}
      failed={stats.isError}
      onRetry={() => void stats.refetch()}
    />
  );
}
