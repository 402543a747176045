import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  EmptyState,
  Pagination,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  VisuallyHidden,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { allProductsHref } from '@bonis/contracts/links';
import { PageHeader as Header, PageTitle as Title } from '../../../components/page-parts.styles';
import { useSession } from '../../../lib/session';
import { useOrders } from '../api/get-orders';
import { pageCount, parsePage, showingLine } from '../lib/pages';
import { OrderCard } from './order-card';
import { PaymentHistory } from './payment-history';
import {
  CountLine,
  ErrorMessage,
  Message,
  OrderList,
  SkeletonList,
  TextLink,
} from './orders.styles';

/** The id of the page's h1; the route names its region with it. */
export const ORDERS_TITLE_ID = 'orders-title';

/**
 * `/orders`: two tabs, held in the URL. 'Mis pedidos' (the bare URL): the shopper's order
 * history, newest first, ten to a page (`?page=N`); each order opens to show its items and
 * amounts. 'Mis pagos' (`?tab=pagos`): every payment of the shopper. Signed out, an invitation
 * to sign in.
 */
export function OrdersPage() {
  const session = useSession();
  const title = useRef<HTMLHeadingElement>(null);

  // a new page replaces the list under the keyboard: start again from the heading
  const returnToTitle = useCallback(() => {
    const heading = title.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <>
      <Header>
        <Title id={ORDERS_TITLE_ID} ref={title} tabIndex={-1}>
          Mis Pedidos
        </Title>
      </Header>
      {session === undefined ? (
        <OrdersSkeleton />
      ) : session === null ? (
        <SignedOut />
      ) : (
        <UserPurchases key={session.userId} userId={session.userId} onPageChange={returnToTitle} />
      )}
    </>
  );
}

function SignedOut() {
  return (
    <Message>
      <p>Inicia sesión para ver tus pedidos</p>
      <Button onClick={() => bus.getState().loginRequested('login')}>Iniciar sesión</Button>
    </Message>
  );
}

function OrdersSkeleton() {
  return (
    <SkeletonList aria-busy="true">
      <VisuallyHidden role="status">Cargando pedidos…</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="rect" height="140px" data-testid="order-skeleton" />
      ))}
    </SkeletonList>
  );
}

/** The tabs of /orders, as `?tab=` writes them ('Mis pedidos' is the bare URL). */
type PurchasesTab = 'pedidos' | 'pagos';

const tabOf = (params: URLSearchParams): PurchasesTab =>
  params.get('tab') === 'pagos' ? 'pagos' : 'pedidos';

/** The URL of a tab: `?tab=pagos`, or none; a page of the orders is not kept across tabs. */
function withTab(params: URLSearchParams, tab: PurchasesTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (tab === 'pagos') next.set('tab', 'pagos');
  else next.delete('tab');
  return next;
}

function UserPurchases({ userId, onPageChange }: { userId: string; onPageChange: () => void }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        if (next !== tab) setParams((current) => withTab(current, next as PurchasesTab));
      }}
    >
      <TabList aria-label="Mis pedidos y pagos">
        <Tab value="pedidos">Mis pedidos</Tab>
        <Tab value="pagos">Mis pagos</Tab>
      </TabList>
      <TabPanel value="pedidos">
        <UserOrders userId={userId} onPageChange={onPageChange} />
      </TabPanel>
      <TabPanel value="pagos">
        <PaymentHistory userId={userId} />
      </TabPanel>
    </Tabs>
  );
}

/** `?page=` with the given page; page 1 is the bare URL. Other parameters are kept. */
function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

function UserOrders({ userId, onPageChange }: { userId: string; onPageChange: () => void }) {
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const requested = parsePage(rawPage);
  const page = requested ?? 1;
  const orders = useOrders(userId, page);
  const data = orders.data;
  const lastPage = data ? pageCount(data.total) : 1;
  // the answer is for a page past the last one (the URL's, or the one being left)
  const pastTheEnd = data !== undefined && data.page > lastPage;

  // an unreadable ?page= goes to the first page, one past the end to the last (replacing the URL)
  const redirectTo =
    rawPage !== null && requested === null ? 1 : pastTheEnd && data.page === page ? lastPage : null;
  useEffect(() => {
    if (redirectTo !== null)
      setParams((current) => withPage(current, redirectTo), { replace: true });
  }, [redirectTo, setParams]);

  useEffect(() => {
    if (orders.error) console.error('[mfe-account] loading the orders failed', orders.error);
  }, [orders.error]);

  if (orders.isError) {
    return (
      <Message role="alert">
        <ErrorMessage>Error - No se pudieron cargar los pedidos</ErrorMessage>
        <Button
          variant="secondary"
          loading={orders.isFetching}
          onClick={() => void orders.refetch()}
        >
          Reintentar
        </Button>
      </Message>
    );
  }
  if (!data || pastTheEnd || redirectTo !== null) return <OrdersSkeleton />;
  if (data.total === 0) {
    return (
      <EmptyState
        title="Aún no tienes pedidos"
        description="Cuando hagas una compra, la verás aquí con su estado y su pago."
        action={<TextLink to={allProductsHref()}>Explorar productos</TextLink>}
      />
    );
  }

  const goTo = (next: number) => {
    setParams((current) => withPage(current, next));
    onPageChange();
  };

  return (
    <>
      <CountLine role="status">{showingLine(data.page, data.orders.length, data.total)}</CountLine>
      <OrderList aria-busy={orders.isPlaceholderData}>
        {data.orders.map((order) => (
          <li key={order.id}>
            <OrderCard userId={userId} order={order} />
          </li>
        ))}
      </OrderList>
      <Pagination
        page={page}
        totalPages={lastPage}
        onPageChange={goTo}
        label="Páginas de pedidos"
      />
    </>
  );
}
