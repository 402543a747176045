import {
  Badge,
  Button,
  LOW_STOCK_THRESHOLD,
  VisuallyHidden,
  formatCOP,
  formatDate,
  formatNumber,
} from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import type { AdminColumn } from '../../../components/admin-kit';
import type { ProductListRow } from '../api/get-products';
import {
  Badges,
  Muted,
  MoreImages,
  NameCell,
  NoImage,
  Nowrap,
  PriceCell,
  RowActions,
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

const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** '-15%', '-12,5%': the product's own discount. */
export const discountLabel = (discount: number) => `-${percent.format(discount)}%`;

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
          width={40}
          height={40}
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

export interface ProductColumnActions {
  onEdit: (product: ProductListRow) => void;
  onDelete: (product: ProductListRow) => void;
}

/** The list's columns (spec §2): images, product, category, status, stock, prices, actions. */
export function productColumns({
  onEdit,
  onDelete,
}: ProductColumnActions): AdminColumn<ProductListRow>[] {
  return [
    {
      key: 'images',
      header: 'Imágenes',
      cell: (product) => <ImagesCell product={product} />,
    },
    {
      key: 'name',
      header: 'Producto',
      sortable: true,
      cell: (product) => {
        const summary = excerpt(product.short_description || product.description);
        return (
          <NameCell>
            <strong>{product.name}</strong>
            {product.brand && <Muted>{product.brand}</Muted>}
            {summary && <Muted>{summary}</Muted>}
            <RowActions>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Editar ${product.name}`}
                onClick={() => onEdit(product)}
              >
                Editar
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Eliminar ${product.name}`}
                onClick={() => onDelete(product)}
              >
                Eliminar
              </Button>
            </RowActions>
          </NameCell>
        );
      },
    },
    {
      key: 'category',
      header: 'Categoría',
      cell: (product) => product.category?.name ?? <Muted>Sin categoría</Muted>,
    },
    {
      key: 'status',
      header: 'Estado',
      cell: (product) => (
        <Badges>
          <Badge variant={product.is_active ? 'activo' : 'inactivo'} size="sm" />
          {product.stock_quantity < LOW_STOCK_THRESHOLD && (
            <Badge variant="pocas-unidades" size="sm">
              Stock bajo
            </Badge>
          )}
        </Badges>
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
      cell: (product) => {
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
            {product.member_price !== null && (
              <Muted>Miembro: {formatCOP(product.member_price)}</Muted>
            )}
          </PriceCell>
        );
      },
    },
    {
      key: 'created_at',
      header: 'Creado',
      sortable: true,
      cell: (product) => <Nowrap>{formatDate(product.created_at, 'short')}</Nowrap>,
    },
  ];
}
