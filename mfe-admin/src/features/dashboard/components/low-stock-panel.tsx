import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Link,
  LOW_STOCK_THRESHOLD,
  SkeletonText,
  VisuallyHidden,
} from '@bonis/design-system';
import type { LowStockProduct } from '@bonis/supabase-client';
import { countOf, formatNumber } from './format';
import {
  Calm,
  Muted,
  Panel,
  PanelHeader,
  PanelTitle,
  PlainList,
  Row,
  RowFigures,
  RowName,
} from './dashboard.styles';

/**
 * The products screen's list, filtered to low stock and searched by the product's name
 * (its URL params: `stock=low`, `q`).
 */
export function lowStockHref(name?: string): string {
  const params = new URLSearchParams({ stock: 'low' });
  if (name) params.set('q', name);
  return `/admin/products?${params.toString()}`;
}

export interface LowStockPanelProps {
  products: readonly LowStockProduct[] | undefined;
  /** every low-stock product, listed or not */
  count: number;
  loading: boolean;
}

/**
 * The spec's low-stock alert (fewer than 10 units): each product with its stock, linking to it
 * in the products screen; a calm line when there is none.
 */
export function LowStockPanel({ products, count, loading }: LowStockPanelProps) {
  const titleId = useId();
  const unlisted = products ? count - products.length : 0;
  return (
    <Panel aria-labelledby={titleId} aria-busy={loading || undefined}>
      <PanelHeader>
        <PanelTitle id={titleId}>
          Stock bajo
          {products && count > 0 && (
            <Badge variant="pocas-unidades" size="sm">
              {formatNumber(count)}
              <VisuallyHidden> {count === 1 ? 'producto' : 'productos'}</VisuallyHidden>
            </Badge>
          )}
        </PanelTitle>
        {count > 0 && (
          <Link component={RouterLink} to={lowStockHref()}>
            Ver en productos
          </Link>
        )}
      </PanelHeader>
      <Muted>Productos con menos de {LOW_STOCK_THRESHOLD} unidades.</Muted>
      {loading || !products ? (
        <SkeletonText lines={4} />
      ) : count === 0 ? (
        <Calm role="status">Todos los productos tienen stock suficiente</Calm>
      ) : (
        <PlainList>
          {products.map((product) => (
            <Row key={product.id}>
              <RowName>
                <Link component={RouterLink} to={lowStockHref(product.name)}>
                  {product.name}
                </Link>
              </RowName>
              <RowFigures>
                {!product.is_active && <Badge variant="inactivo" size="sm" />}
                <Badge
                  variant={product.stock_quantity <= 0 ? 'agotado' : 'pocas-unidades'}
                  size="sm"
                >
                  {countOf(product.stock_quantity, 'unidad', 'unidades')}
                </Badge>
              </RowFigures>
            </Row>
          ))}
          {unlisted > 0 && (
            <Row>
              <RowName>
                <Link component={RouterLink} to={lowStockHref()}>
                  {unlisted === 1
                    ? 'Y 1 producto más'
                    : `Y ${formatNumber(unlisted)} productos más`}
                </Link>
              </RowName>
            </Row>
          )}
        </PlainList>
      )}
    </Panel>
  );
}
