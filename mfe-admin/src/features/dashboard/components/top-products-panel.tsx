import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, SkeletonText } from '@bonis/design-system';
import type { TopProduct } from '../api/get-dashboard-stats';
import { countOf } from './format';
import {
  Muted,
  Panel,
  PanelTitle,
  PlainList,
  Rank,
  Row,
  RowFigures,
  RowName,
} from './dashboard.styles';

/** The product in the products screen (its search param `q`). */
const productHref = (name: string) => `/admin/products?${new URLSearchParams({ q: name })}`;

export interface TopProductsPanelProps {
  products: readonly TopProduct[] | undefined;
  loading: boolean;
}

/** The five products with the most units sold. */
export function TopProductsPanel({ products, loading }: TopProductsPanelProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} aria-busy={loading || undefined}>
      <PanelTitle id={titleId}>Productos más vendidos</PanelTitle>
      {loading || !products ? (
        <SkeletonText lines={5} />
      ) : products.length === 0 ? (
        <Muted>Aún no hay ventas.</Muted>
      ) : (
        <PlainList as="ol">
          {products.map((product, index) => (
            <Row key={product.id}>
              <RowName>
                <Rank aria-hidden="true">{index + 1}</Rank>
                <Link component={RouterLink} to={productHref(product.name)}>
                  {product.name}
                </Link>
              </RowName>
              <RowFigures>{countOf(product.units, 'unidad', 'unidades')}</RowFigures>
            </Row>
          ))}
        </PlainList>
      )}
    </Panel>
  );
}
