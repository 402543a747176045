import { Fragment, useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { Carousel, EmptyState, Link, Skeleton, VisuallyHidden } from '@bonis/design-system';
import type { HomeSection } from '@bonis/supabase-client';
import { useProductCards } from '../../../components/use-product-cards';
import { useHomeProducts } from '../api/get-home-products';
import { SLIDE_GAP, SLIDE_WIDTH, useCarouselVisible } from '../hooks/use-carousel-visible';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useLogError } from '../../../lib/use-log-error';
import { DeferredSection, SectionHeader, SectionTitle } from './home-section.styles';
import {
  SkeletonCard,
  SkeletonControls,
  SkeletonRow,
  SkeletonTrack,
} from './product-carousel.styles';

/**
 * A card's image width in a home carousel: a slide is SLIDE_WIDTH (280 px) wide, or on a phone
 * narrower than 360 px its column (the screen less 32 px of padding) less the 48 px the next
 * slide peeks in with.
 */
export const CAROUSEL_CARD_SIZES = `(max-width: 359px) calc(100vw - 80px), ${SLIDE_WIDTH}px`;

/** The three home carousels, in page order (storefront spec §2). */
export const HOME_CAROUSELS = [
  { section: 'featured', title: 'Productos Destacados' },
  { section: 'bestsellers', title: 'Más Vendidos' },
  { section: 'new', title: 'Nuevos Productos' },
] as const satisfies readonly { section: HomeSection; title: string }[];

/** The carousel's shape while loading: its slides in view, or on a phone one and a peek. */
function CarouselSkeleton({ count }: { count: number }) {
  return (
    <SkeletonRow data-state="loading">
      <VisuallyHidden>Cargando productos…</VisuallyHidden>
      <SkeletonControls aria-hidden="true" />
      <SkeletonTrack $gap={SLIDE_GAP} aria-hidden="true">
        {Array.from({ length: count === 1 ? 2 : count }, (_, index) => (
          <SkeletonCard key={index} $width={SLIDE_WIDTH} data-skeleton="">
            <Skeleton shape="rect" height="auto" style={{ aspectRatio: '1', borderRadius: 0 }} />
            <Skeleton width="40%" />
            <Skeleton width="90%" />
            <Skeleton width="55%" height="1.4em" />
            <Skeleton shape="rect" height="32px" />
          </SkeletonCard>
        ))}
      </SkeletonTrack>
    </SkeletonRow>
  );
}

export interface ProductCarouselProps {
  section: HomeSection;
  /** the section's h2 and the carousel's name */
  title: string;
}

/**
 * One home carousel: up to 8 active products of its section, newest first, as wired product
 * cards (h3 names under the section's h2), 280 px slides, as many as fit its column up to 4 (on
 * a phone one, with the next peeking in beside it), rotating every 5 s. Its products are read
 * once it comes near the viewport (below the fold on phones, so the first screen loads first);
 * products already in the QueryClient (the server's prefetch, inlined in the page, or an earlier
 * visit) show at once, on the server and at hydration too, and only a read of fresh data waits
 * for the viewport. Skeleton cards while loading; when the section has no products, or they
 * can't be read (logged), 'No hay productos disponibles' with a link to the whole catalogue.
 * Live.
 */
export function ProductCarousel({ section, title }: ProductCarouselProps) {
  const [columnRef, visible] = useCarouselVisible<HTMLDivElement>();
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const sectionRef = useCallback(
    (element: HTMLDivElement | null) => {
      const unmeasure = columnRef(element);
      const unobserve = nearRef(element);
      return () => {
        unmeasure?.();
        unobserve?.();
      };
    },
    [columnRef, nearRef],
  );
  // `enabled` holds back the read, never data already cached: a server-rendered home shows its
  // carousels (even with JavaScript off) and hydrates with them.
  const products = useHomeProducts(section, { enabled: near });
  useLogError(products.error, `reading the home's ${section} products failed`);
  const items = products.data ?? [];
  const renderCard = useProductCards(items, {
    headingAs: 'h3',
    imageSizes: CAROUSEL_CARD_SIZES,
  });

  return (
    // a <div>: the carousel itself is the region named by the title
    <DeferredSection as="div" data-section={section} ref={sectionRef}>
      <SectionHeader>
        <SectionTitle>{title}</SectionTitle>
      </SectionHeader>
      {products.isPending ? (
        <CarouselSkeleton count={visible} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No hay productos disponibles"
          headingAs="p"
          size="sm"
          action={
            <Link component={RouterLink} to="/all-products">
              Ver todos los productos
            </Link>
          }
        />
      ) : (
        <Carousel label={title} visible={visible}>
          {items.map((product) => (
            <Fragment key={product.id}>{renderCard(product)}</Fragment>
          ))}
        </Carousel>
      )}
    </DeferredSection>
  );
}
