import { useEffect, useId } from 'react';
import { Badge, Button, Skeleton, VisuallyHidden, formatDate } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import {
  useActiveBonuses,
  useUnclaimedPrizes,
  type ShopperBonus,
  type UnclaimedPrize,
} from '@bonis/supabase-client/queries';
import { benefitValueLabel } from '../utils/benefit-value';
import { EmptyRow } from './empty-row';
import { LoadError } from './load-error';
import {
  Muted,
  RowAside,
  RowItem,
  RowMain,
  RowMeta,
  RowTitle,
  Rows,
  Section,
  SectionHeader,
  SectionHeading,
  SmallMuted,
} from './rewards-page.styles';

interface BonusEntry {
  key: string;
  source: 'bonus' | 'prize';
  name: string;
  value: string;
  expiresAt: string | null;
}

const fromBonus = (bonus: ShopperBonus): BonusEntry => ({
  key: `bonus-${bonus.id}`,
  source: 'bonus',
  name: bonus.bonus_name,
  value: benefitValueLabel(bonus.bonus_type, bonus.bonus_value),
  expiresAt: bonus.expires_at,
});

const fromWin = (win: UnclaimedPrize): BonusEntry => ({
  key: `prize-${win.id}`,
  source: 'prize',
  name: win.prize_name,
  value: benefitValueLabel(win.prize_type, win.prize_value),
  expiresAt: win.expires_at,
});

/** Soonest to expire first; those without an expiry last. */
export function byExpiry(a: BonusEntry, b: BonusEntry): number {
  if (a.expiresAt === b.expiresAt) return 0;
  if (a.expiresAt === null) return 1;
  if (b.expiresAt === null) return -1;
  return Date.parse(a.expiresAt) - Date.parse(b.expiresAt);
}

/**
 * 'Mis bonos': the bonuses the shopper can still use (bought in the bonus store or won on the
 * roulette) and the roulette prizes not used yet, with their expiry. Checkout applies them.
 */
export function MyBonuses({ userId }: { userId: string }) {
  const headingId = useId();
  const bonuses = useActiveBonuses(userId);
  const wins = useUnclaimedPrizes(userId);
  const error = bonuses.error ?? wins.error;

  useEffect(() => {
    if (error) console.error('[mfe-loyalty] loading the shopper’s bonuses failed', error);
  }, [error]);

  let content;
  if (!bonuses.data || !wins.data) {
    content = error ? (
      <LoadError
        message="No se pudieron cargar tus bonos"
        retrying={bonuses.isFetching || wins.isFetching}
        onRetry={() => {
          if (bonuses.error) void bonuses.refetch();
          if (wins.error) void wins.refetch();
        }}
      />
    ) : (
      <div role="status">
        <VisuallyHidden>Cargando tus bonos…</VisuallyHidden>
        <Skeleton shape="rect" height={120} />
      </div>
    );
  } else {
    const entries = [...bonuses.data.map(fromBonus), ...wins.data.map(fromWin)].sort(byExpiry);
    content =
      entries.length === 0 ? (
        <EmptyRow
          title="Aún no tienes bonos activos"
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => bus.getState().bonusStoreRequested()}
            >
              Tienda de Bonos
            </Button>
          }
        >
          Consíguelos con tus puntos en la Tienda de Bonos o gánalos en la ruleta.
        </EmptyRow>
      ) : (
        <Rows aria-label="Tus bonos activos">
          {entries.map((entry) => (
            <RowItem key={entry.key}>
              <RowMain>
                <RowTitle>{entry.name}</RowTitle>
                <RowMeta>
                  <span>{entry.value}</span>
                  {entry.source === 'prize' && (
                    <Badge variant="info" size="sm">
                      Premio de ruleta
                    </Badge>
                  )}
                </RowMeta>
              </RowMain>
              <RowAside>
                <SmallMuted>
                  {entry.expiresAt ? `Vence el ${formatDate(entry.expiresAt)}` : 'Sin vencimiento'}
                </SmallMuted>
              </RowAside>
            </RowItem>
          ))}
        </Rows>
      );
  }

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>Mis bonos</SectionHeading>
        <Muted>
          Los de descuento y envío gratis se aplican al pagar, en la sección de descuentos del
          checkout.
        </Muted>
      </SectionHeader>
      {content}
    </Section>
  );
}
