import { useEffect, useId } from 'react';
import { allProductsHref } from '@bonis/contracts/links';
import {
  Button,
  Card,
  Skeleton,
  VisuallyHidden,
  formatCOP,
  formatDate,
} from '@bonis/design-system';
import { paths } from '../../../config/paths';
import { useRecentOrders } from '../api/get-recent-orders';
import { OrderBadges } from './order-badges';
import {
  ErrorMessage,
  Footer,
  Message,
  Muted,
  RecentList,
  RecentNumber,
  RecentRow,
  RecentTotal,
  SectionHeader,
  SkeletonList,
  TextLink,
} from './orders.styles';

export interface RecentOrdersProps {
  userId: string;
}

/**
 * The profile's card of the user's five latest orders: number, date, status and payment badges,
 * total, and a link to the full history.
 */
export function RecentOrders({ userId }: RecentOrdersProps) {
  const headingId = useId();
  const recent = useRecentOrders(userId);

  useEffect(() => {
    if (recent.error) console.error('[mfe-account] loading the recent orders failed', recent.error);
  }, [recent.error]);

  let content;
  if (recent.isPending) {
    content = (
      <SkeletonList aria-busy="true">
        <VisuallyHidden role="status">Cargando pedidos…</VisuallyHidden>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="rect" height="56px" data-testid="recent-order-skeleton" />
        ))}
      </SkeletonList>
    );
  } else if (recent.isError) {
    content = (
      <Message role="alert">
        <ErrorMessage>Error - No se pudieron cargar los pedidos</ErrorMessage>
        <Button
          size="sm"
          variant="secondary"
          loading={recent.isFetching}
          onClick={() => void recent.refetch()}
        >
          Reintentar
        </Button>
      </Message>
    );
  } else if (recent.data.length === 0) {
    content = (
      <Message>
        <p>Aún no tienes pedidos</p>
        <TextLink to={allProductsHref()}>Explorar productos</TextLink>
      </Message>
    );
  } else {
    content = (
      <>
        <RecentList>
          {recent.data.map((order) => (
            <RecentRow key={order.id}>
              <span>
                <RecentNumber>Pedido {order.orderNumber}</RecentNumber>
                <Muted>
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'long')}</time>
                </Muted>
              </span>
              <OrderBadges status={order.status} paymentStatus={order.paymentStatus} size="sm" />
              <RecentTotal>{formatCOP(order.total)}</RecentTotal>
            </RecentRow>
          ))}
        </RecentList>
        <Footer>
          <TextLink to={paths.orders.getHref()}>Ver todos mis pedidos</TextLink>
        </Footer>
      </>
    );
  }

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>Pedidos recientes</h2>
      </SectionHeader>
      {content}
    </Card>
  );
}
