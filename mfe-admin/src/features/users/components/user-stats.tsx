import { Button, StatCard, formatNumber } from '@bonis/design-system';
import { useUserStats, type UserStats } from '../api/get-user-stats';
import { StatsError, StatsGrid } from './users.styles';

const CARDS: { key: keyof UserStats; label: string }[] = [
  { key: 'total', label: 'Total de usuarios' },
  { key: 'admins', label: 'Administradores' },
  { key: 'members', label: 'Miembros' },
  { key: 'newThisMonth', label: 'Nuevos este mes' },
];

/**
 * The four summary cards (spec §2, 'Users: 4 summary cards'): every account, the admins, the
 * members with a current plan and this month's sign-ups, from `admin_user_stats()`. Skeletons
 * while they load; a dash and 'Reintentar' when they fail.
 */
export function UserStatsCards() {
  const stats = useUserStats();
  return (
    <>
      <StatsGrid>
        {CARDS.map(({ key, label }) => (
          <StatCard
            key={key}
            label={label}
            loading={stats.isPending}
            value={stats.data ? formatNumber(stats.data[key]) : '—'}
          />
        ))}
      </StatsGrid>
      {stats.isError && (
        <StatsError role="alert">
          No se pudieron cargar los totales.
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            Reintentar
          </Button>
        </StatsError>
      )}
    </>
  );
}
