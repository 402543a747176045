import { useEffect } from 'react';
import {
  Button,
  EmptyState,
  Modal,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  VisuallyHidden,
  formatNumber,
} from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import type { BonusStoreModalProps } from '@bonis/contracts';
import type { BonusCategory } from '@bonis/supabase-client';
import { SpendPointsDialog } from '../../../components/spend-points-dialog';
import { useBonuses, type Bonus } from '../api/get-bonuses';
import { useBuyBonus, type BuyBonus } from '../hooks/use-buy-bonus';
import { BonusCard } from './bonus-card';
import {
  Balance,
  BalanceValue,
  Content,
  ErrorBox,
  Grid,
  Item,
  SignInNotice,
} from './bonus-store-modal.styles';
import { GiftIcon } from './gift-icon';

/** The store's tabs (spec §2: todos, deportes, casino, vip). 'Todos' shows every bonus. */
export const BONUS_TABS = [
  { value: 'todos', label: 'Todos' },
  { value: 'deportes', label: 'Deportes' },
  { value: 'casino', label: 'Casino' },
  { value: 'vip', label: 'VIP' },
] as const satisfies readonly { value: BonusCategory; label: string }[];

/**
 * The bonus store: the shopper's balance and the active bonuses by category, each bought
 * with points through the database (`purchase_bonus`) once the shopper confirms what it costs
 * and what is left. Opened by the bus's
 * `bonusStoreRequested`; the shell mounts it while open.
 */
export function BonusStoreModal({ onClose }: BonusStoreModalProps) {
  const requestSignIn = () => {
    onClose();
    bus.getState().loginRequested('login');
  };
  const buying = useBuyBonus({ onSignInRequested: requestSignIn });
  const points = useBus((state) => state.points);
  return (
    <Modal
      open
      onClose={onClose}
      title="Tienda de Bonos"
      description="Canjea tus puntos por bonos para tus compras."
      size="lg"
    >
      <Content>
        <BalanceLine onSignIn={requestSignIn} />
        <Tabs defaultValue="todos">
          <TabList aria-label="Categorías de bonos">
            {BONUS_TABS.map((tab) => (
              <Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {BONUS_TABS.map((tab) => (
            <TabPanel key={tab.value} value={tab.value}>
              <BonusList category={tab.value} buying={buying} />
            </TabPanel>
          ))}
        </Tabs>
      </Content>
      <SpendPointsDialog
        open={buying.confirming !== null}
        title={`¿Comprar ${buying.confirming?.name ?? ''}?`}
        cost={buying.confirming?.points_cost ?? 0}
        balance={points}
        confirmLabel="Confirmar compra"
        onConfirm={buying.confirm}
        onClose={buying.dismiss}
      />
    </Modal>
  );
}

function BalanceLine({ onSignIn }: { onSignIn: () => void }) {
  const session = useBus((state) => state.session);
  const points = useBus((state) => state.points);
  if (session === null) {
    return (
      <SignInNotice>
        <span>Inicia sesión para comprar bonos</span>
        <Button size="sm" onClick={onSignIn}>
          Iniciar sesión
        </Button>
      </SignInNotice>
    );
  }
  return (
    <Balance>
      <span>Tus puntos:</span>
      {session === undefined || points === null ? (
        <>
          <VisuallyHidden>Cargando…</VisuallyHidden>
          <Skeleton width={80} height={28} />
        </>
      ) : (
        <BalanceValue>{formatNumber(points)}</BalanceValue>
      )}
    </Balance>
  );
}

function BonusList({ category, buying }: { category: BonusCategory; buying: BuyBonus }) {
  const { data: bonuses, error, isFetching, refetch } = useBonuses();
  const sessionLoading = useBus((state) => state.session === undefined);

  useEffect(() => {
    if (error) console.error('[mfe-loyalty] loading the bonus store failed', error);
  }, [error]);

  if (!bonuses) {
    if (!error) {
      return (
        <div role="status">
          <VisuallyHidden>Cargando bonos…</VisuallyHidden>
          <Grid aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Item key={index}>
                <Skeleton shape="rect" height={200} />
              </Item>
            ))}
          </Grid>
        </div>
      );
    }
    return (
      <ErrorBox role="alert">
        <span>No se pudieron cargar los bonos</span>
        <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
          Reintentar
        </Button>
      </ErrorBox>
    );
  }

  const shown = inCategory(bonuses, category);
  if (shown.length === 0) {
    return (
      <EmptyState
        size="sm"
        headingAs="h3"
        icon={<GiftIcon />}
        title="No hay bonos disponibles en esta categoría"
      />
    );
  }
  return (
    <Grid>
      {shown.map((bonus) => (
        <Item key={bonus.id}>
          <BonusCard
            bonus={bonus}
            onBuy={buying.buy}
            buying={buying.buyingId === bonus.id}
            disabled={sessionLoading || (buying.busy && buying.buyingId !== bonus.id)}
          />
        </Item>
      ))}
    </Grid>
  );
}

/** 'todos' is every bonus; any other tab the bonuses of that category. */
export const inCategory = (bonuses: readonly Bonus[], category: BonusCategory) =>
  category === 'todos' ? [...bonuses] : bonuses.filter((bonus) => bonus.category === category);
