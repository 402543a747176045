import { formatNumber } from '@bonis/design-system';
import { StatCards } from '../../../components/admin-kit';
import { useUserStats, type UserStats } from '../api/get-user-stats';

const CARDS: { key: keyof UserStats; label: string }[] = [
  { key: 'total', label: 'Total de usuarios' },
  { key: 'admins', label: 'Administradores' },
  { key: 'members', label: 'Miembros' },
  { key: 'newThisMonth', label: 'Nuevos este mes' },
];

/**
 * The four summary cards (spec §2, 'Users: 4 summary cards'): every account, the admins, the
 * members with a current plan and this month's sign-ups, from `admin_user_stats()`.
 */
export function UserStatsCards() {
  const stats = useUserStats();
  return (
    <StatCards
      cards={CARDS.map(({ key, label }) => ({
        label,
        value: stats.data ? formatNumber(stats.data[key]) : '—',
      }))}
      loading={stats.isPending}
      failed={stats.isError}
      onRetry={() => void stats.refetch()}
    />
  );
}
