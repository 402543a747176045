import {
  Badge,
  LOW_STOCK_THRESHOLD,
  VisuallyHidden,
  formatCOP,
  formatDate,
  formatNumber,
  formatPercent,
} from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { Description, Ellipsis, Nowrap, type AdminColumn } from '../../../components/admin-kit';
import type { ProductListRow } from '../api/get-products';
import {
  Badges,
  Brand,
  CategoryName,
  MoreImages,
  Muted,
  NameCell,
  NoImage,
  PriceCell,
  Thumb,
  Thumbs,
} from './products-list.styles';

/** Thumbnails shown per row; the rest are counted ('+2'). */
export const THUMBNAILS = 3;

/** The excerpt of a product's description the list shows. */
export const EXCERPT_LENGTH = 80;

/** The first `length` characters of a text on one line, cut at a word with '…' when longer. */
export function excerpt(text: string | null | undefined, length = EXCERPT_LENGTH): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** '-15%', '-12,5%': the product's own discount. */
export const discountLabel = (discount: number) => `-${formatPercent(discount, { spaced: false })}`;

function ImagesCell({ product }: { product: ProductListRow }) {
  const client = getSupabase();
  const shown = product.images.slice(0, THUMBNAILS);
  const more = product.images.length - shown.length;
  if (shown.length === 0) return <NoImage>Sin imagen</NoImage>;
  return (
    <Thumbs>
      {shown.map((image, index) => (
        <Thumb
          key={`${index}-${image}`}
          src={productImageUrl(client, image)}
          alt={index === 0 ? product.name : `${product.name}, imagen ${index + 1}`}
          loading="lazy"
          width={32}
          height={32}
        />
      ))}
      {more > 0 && (
        <MoreImages>
          <span aria-hidden="true">+{more}</span>
          <VisuallyHidden>{`y ${more} ${more === 1 ? 'imagen' : 'imágenes'} más`}</VisuallyHidden>
        </MoreImages>
      )}
    </Thumbs>
  );
}

function NameCellContent({ product }: { product: ProductListRow }) {
  const text = product.short_description || product.description;
  const summary = excerpt(text);
  return (
    <NameCell>
      <Ellipsis as="strong" title={product.name}>
        {product.name}
      </Ellipsis>
      {product.brand && <Brand title={product.brand}>{product.brand}</Brand>}
      {summary && <Description title={text ?? undefined}>{summary}</Description>}
      <Badges>
        <Badge variant={product.is_active ? 'activo' : 'inactivo'} size="sm" />
        {product.stock_quantity < LOW_STOCK_THRESHOLD && (
          <Badge variant="pocas-unidades" size="sm">
            Stock bajo
          </Badge>
        )}
      </Badges>
    </NameCell>
  );
}

function PriceCellContent({ product }: { product: ProductListRow }) {
  const discount = Number(product.discount_percentage) || 0;
  return (
    <PriceCell>
      <span>{formatCOP(product.price)}</span>
      {discount > 0 && (
        <Badge variant="oferta" size="sm">
          {discountLabel(discount)}
        </Badge>
      )}
      {discount > 0 && product.regular_price !== null && (
        <del>
          <VisuallyHidden>Precio regular: </VisuallyHidden>
          {formatCOP(product.regular_price)}
        </del>
      )}
      {product.member_price !== null && <Muted>Miembro: {formatCOP(product.member_price)}</Muted>}
    </PriceCell>
  );
}

/**
 * The list's columns (spec §2): images, the product (name, brand, description, the active and
 * low stock badges; the row's buttons go under it), category, stock, prices with the discount,
 * and the creation day. Long text is cut with '…' and whole in its `title`: the table fits a
 * 1280 px screen beside the admin's sidebar.
 */
export const PRODUCT_COLUMNS: readonly AdminColumn<ProductListRow>[] = [
  {
    key: 'images',
    header: 'Imágenes',
    cell: (product) => <ImagesCell product={product} />,
  },
  {
    key: 'name',
    header: 'Producto',
    sortable: true,
    cell: (product) => <NameCellContent product={product} />,
  },
  {
    key: 'category',
    header: 'Categoría',
    cell: (product) =>
      product.category ? (
        <CategoryName title={product.category.name}>{product.category.name}</CategoryName>
      ) : (
        <Muted>Sin categoría</Muted>
      ),
  },
  {
    key: 'stock',
    header: 'Stock',
    sortable: true,
    align: 'end',
    cell: (product) => formatNumber(product.stock_quantity),
  },
  {
    key: 'price',
    header: 'Precio',
    sortable: true,
    align: 'end',
    cell: (product) => <PriceCellContent product={product} />,
  },
  {
    key: 'created_at',
    header: 'Creado',
    sortable: true,
    cell: (product) => <Nowrap>{formatDate(product.created_at, 'short')}</Nowrap>,
  },
];
