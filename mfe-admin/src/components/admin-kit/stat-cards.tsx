import { Button, StatCard } from '@bonis/design-system';
import { StatsError, StatsGrid } from './resource.styles';

export interface StatCardsItem {
  label: string;
  /** The figure as shown ('1.204', '37,5 %'); '—' while unknown. */
  value: string;
  hint?: string;
}

export interface StatCardsProps {
  cards: readonly StatCardsItem[];
  /** Skeletons instead of the figures. */
  loading: boolean;
  /** 'No se pudieron cargar los totales.' with 'Reintentar' (`onRetry`) under the cards. */
  failed: boolean;
  onRetry: () => void;
}

/**
 * A list's summary (a `ResourceList`'s `aside`, say): a few stat cards side by side, skeletons
 * while they load, and 'Reintentar' when they fail.
 */
export function StatCards({ cards, loading, failed, onRetry }: StatCardsProps) {
  return (
    <>
      <StatsGrid>
        {cards.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            loading={loading}
            value={card.value}
            hint={card.hint}
          />
        ))}
      </StatsGrid>
      {failed ? (
        <StatsError role="alert">
          No se pudieron cargar los totales.
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Reintentar
          </Button>
        </StatsError>
      ) : null}
    </>
  );
}
