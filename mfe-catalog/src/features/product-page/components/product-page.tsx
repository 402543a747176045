import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Badge,
  Breadcrumb,
  Button,
  formatCOP,
  IconButton,
  productBadges,
  QuantityStepper,
  Skeleton,
  SkeletonText,
  Link,
} from '@bonis/design-system';
import {
  DB_MESSAGES,
  getSupabase,
  PRODUCT_IMAGE_WIDTHS,
  productImageSources,
  THUMBNAIL_IMAGE_WIDTHS,
} from '@bonis/supabase-client';
import { useAddToCart, useFavorites, useStoreSettings } from '@bonis/supabase-client/queries';
import { CatalogPage } from '../../../components/catalog-page';
import { routerLink } from '../../../components/router-link';
import { useMemberPrices } from '../../../lib/member-prices';
import { petLabel } from '../../../lib/pets';
import { isMember, useSession } from '../../../lib/session';
import { isProductId, useProduct, type ProductDetail } from '../api/get-product';
import { categoryHref, maxQuantity, paragraphs, stockLabel } from '../utils/product-facts';
import * as S from './product-page.styles';

const ROUTE = '/product/:id';
function Paw({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={label} fill="currentColor">
      <ellipse cx="6" cy="9" rx="2" ry="2.6" />
      <ellipse cx="10" cy="5.5" rx="2" ry="2.6" />
      <ellipse cx="14" cy="5.5" rx="2" ry="2.6" />
      <ellipse cx="18" cy="9" rx="2" ry="2.6" />
      <path d="M12 10.5c-3 0-6 4.2-6 6.8 0 1.8 1.4 2.7 3 2.7 1.3 0 2-.6 3-.6s1.7.6 3 .6c1.6 0 3-.9 3-2.7 0-2.6-3-6.8-6-6.8z" />
    </svg>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.7 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.7 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * How wide the gallery's image is drawn (product-page.styles.ts, in a catalog page: 1280 px at
 * most, 16 px of side padding, 24 px and the floating controls' 64 px gutter from md): the
 * column on phones, from md the left one of two, 40 px apart.
 */
export const GALLERY_IMAGE_SIZES =
  '(min-width: 1408px) 596px, (min-width: 768px) calc(50vw - 76px), calc(100vw - 32px)';

/** A thumbnail's width (Thumbnails: 64 px buttons). */
const THUMBNAIL_SIZES = '64px';

/** All the product's images: the chosen one large (the page's LCP, never lazy), thumbnails below. */
function ProductGallery({ product }: { product: ProductDetail }) {
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const images = product.images;
  const current = images[Math.min(selected, images.length - 1)];
  const main = productImageSources(getSupabase(), current, {
    widths: PRODUCT_IMAGE_WIDTHS,
    sizes: GALLERY_IMAGE_SIZES,
  });
  const shown = main && !failed.has(main.src) ? main.src : null;
  return (
    <S.Gallery>
      <S.MainImage>
        {shown ? (
          <img
            src={shown}
            srcSet={main?.srcSet}
            sizes={main?.sizes}
            alt={product.name}
            width={600}
            height={600}
            fetchPriority="high"
            onError={() => setFailed((before) => new Set(before).add(shown))}
          />
        ) : (
          <Paw label={product.name} />
        )}
      </S.MainImage>
      {images.length > 1 && (
        <S.Thumbnails aria-label="Imágenes del producto">
          {images.map((image, index) => {
            const thumbnail = productImageSources(getSupabase(), image, {
              widths: THUMBNAIL_IMAGE_WIDTHS,
              sizes: THUMBNAIL_SIZES,
            });
            return (
              <li key={image}>
                <button
                  type="button"
                  aria-label={`Ver imagen ${index + 1} de ${images.length}`}
                  aria-pressed={index === selected}
                  onClick={() => setSelected(index)}
                >
                  {thumbnail && (
                    <img
                      src={thumbnail.src}
                      srcSet={thumbnail.srcSet}
                      sizes={thumbnail.sizes}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                </button>
              </li>
            );
          })}
        </S.Thumbnails>
      )}
    </S.Gallery>
  );
}

function ProductLoaded({ product, titleId }: { product: ProductDetail; titleId: string }) {
  const session = useSession();
  const memberPrices = useMemberPrices([product]);
  const memberPrice = memberPrices.get(product.id);
  const favorites = useFavorites();
  const cart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const stock = product.stockQuantity;
  const inStock = stock > 0;
  const favorite = favorites.isFavorite(product.id);
  const threshold = useStoreSettings().freeShippingThreshold;
  const max = maxQuantity(stock);

  useEffect(() => {
    const before = document.title;
    document.title = `${product.name} | Boñis`;
    return () => {
      document.title = before;
    };
  }, [product.name]);

  const categoryLink = categoryHref(product.categorySlug);
  const badges = productBadges(product);

  return (
    <>
      <Breadcrumb
        renderLink={routerLink}
        items={[
          { label: 'Inicio', href: '/' },
          { label: product.category ?? 'General', href: categoryLink },
          { label: product.name },
        ]}
      />
      <S.Layout>
        {/* on phones the name and the price come first, so they are on the first screen above
            the floating controls' bar; from md they sit beside the gallery (styles) */}
        <S.Summary data-product-summary="">
          {badges.length > 0 && (
            <S.Badges>
              {badges.map((badge) => (
                <Badge key={badge.variant} variant={badge.variant}>
                  {badge.label}
                </Badge>
              ))}
            </S.Badges>
          )}
          {product.brand && <S.Brand>{product.brand}</S.Brand>}
          <S.Title id={titleId}>{product.name}</S.Title>
          <S.PagePrice
            price={product.price}
            discountPercentage={product.discountPercentage}
            memberPrice={memberPrice}
            showMember={memberPrice !== undefined}
            size="lg"
            $discounted={(product.discountPercentage ?? 0) > 0}
          />
          {/* drawn for nobody signed in first (server, hydration); a member's keeps its room */}
          {isMember(session) ? (
            <S.MemberInvite data-state="hidden" aria-hidden="true">
              Los socios pagan menos en cada compra. Conoce la membresía
            </S.MemberInvite>
          ) : (
            <S.MemberInvite>
              Los socios pagan menos en cada compra.{' '}
              <Link component={RouterLink} to="/membership">
                Conoce la membresía
              </Link>
            </S.MemberInvite>
          )}
        </S.Summary>
        <ProductGallery product={product} />
        <S.Info>
          <S.Stock $tone={!inStock ? 'out' : stock < 10 ? 'low' : 'ok'}>
            {stockLabel(stock)}
          </S.Stock>
          <S.Actions>
            <QuantityStepper
              value={Math.min(quantity, max)}
              onChange={setQuantity}
              min={1}
              max={max}
              disabled={!inStock}
            />
            <Button
              variant="primary"
              disabled={!inStock}
              loading={cart.pendingProductId === product.id}
              onClick={() =>
                cart.add({
                  productId: product.id,
                  productName: product.name,
                  quantity: Math.min(quantity, max),
                })
              }
            >
              {inStock ? 'Agregar al carrito' : 'Agotado'}
            </Button>
            <IconButton
              label={favorite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
              aria-pressed={favorite}
              variant="ghost"
              onClick={() =>
                favorites.setFavorite({
                  productId: product.id,
                  favorite: !favorite,
                  productName: product.name,
                })
              }
            >
              <HeartIcon filled={favorite} />
            </IconButton>
          </S.Actions>
          <S.Notices aria-label="Envío, garantía y devoluciones">
            <li>
              <strong>Envío gratis en compras desde {formatCOP(threshold)}</strong>
              Por debajo, el costo depende de la franja de entrega que elijas al pagar.
            </li>
            <li>
              <strong>Garantía de calidad</strong>
              30 días de garantía en todos nuestros productos.
            </li>
            <li>
              <strong>Devoluciones</strong>
              Tienes 30 días para devolver tu compra si no es lo que esperabas.
            </li>
          </S.Notices>
        </S.Info>
      </S.Layout>
      <S.Details>
        <div>
          <h2>Descripción</h2>
          {paragraphs(product.description).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
          {product.description.trim() === '' && <p>Este producto aún no tiene descripción.</p>}
        </div>
        <div>
          <h2>Información del producto</h2>
          <dl>
            {product.brand && (
              <>
                <dt>Marca</dt>
                <dd>{product.brand}</dd>
              </>
            )}
            <dt>Categoría</dt>
            <dd>{product.category ?? 'General'}</dd>
            {product.group && (
              <>
                <dt>Grupo</dt>
                <dd>
                  {product.subcategory
                    ? `${product.group} · ${product.subcategory}`
                    : product.group}
                </dd>
              </>
            )}
            <dt>Para</dt>
            <dd>{petLabel(product.petType)}</dd>
            <dt>Referencia</dt>
            <dd>{product.id.slice(0, 8).toUpperCase()}</dd>
          </dl>
        </div>
      </S.Details>
    </>
  );
}

function ProductSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton width="40%" />
      <S.Layout>
        <S.Summary>
          <Skeleton width="30%" />
          <Skeleton width="90%" height="2em" />
          <Skeleton width="45%" height="1.6em" />
        </S.Summary>
        <S.Gallery>
          <Skeleton shape="rect" height="auto" style={{ aspectRatio: '1' }} />
        </S.Gallery>
        <S.Info>
          <SkeletonText lines={3} />
        </S.Info>
      </S.Layout>
    </div>
  );
}

/**
 * `/product/:id` (storefront spec §2): the active product with its gallery, badges, prices (the
 * member price for members), stock, quantity 1–10, add to cart, favourite, description,
 * information and the shipping, guarantee and returns notices. An unknown or inactive product
 * (or an id that can't be one) is 'Producto no encontrado' with a way back.
 */
export function ProductPage({ id }: { id: string | undefined }) {
  const titleId = useId();
  const navigate = useNavigate();
  const query = useProduct(id);
  if (query.error) console.error('[mfe-catalog] reading the product failed', query.error);

  let body;
  if (!isProductId(id) || query.data === null) {
    body = (
      <S.Missing>
        <S.Title id={titleId}>{DB_MESSAGES.productNotFound}</S.Title>
        <p>El producto que buscas no existe o ya no está disponible.</p>
        <Button
          variant="secondary"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          Volver
        </Button>
      </S.Missing>
    );
  } else if (query.error && !query.data) {
    body = (
      <S.Missing role="alert">
        <S.Title id={titleId}>No pudimos cargar el producto</S.Title>
        <p>Revisa tu conexión e inténtalo de nuevo.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </S.Missing>
    );
  } else if (!query.data) {
    body = <ProductSkeleton />;
  } else {
    body = <ProductLoaded product={query.data} titleId={titleId} />;
  }

  return (
    <CatalogPage route={ROUTE} labelledBy={titleId}>
      {body}
    </CatalogPage>
  );
}
