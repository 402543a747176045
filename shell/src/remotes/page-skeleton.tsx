import { styled } from 'styled-components';
import {
  media,
  ProductGrid,
  Skeleton,
  SkeletonText,
  VisuallyHidden,
  vars,
} from '@bonis/design-system';
import type { RouteSkeleton } from '@bonis/contracts';
import type { RemoteName } from '../config/runtime-config';

/** The spec's loading placeholders (storefront spec §9): 8 product cards or 6 category cards. */
export const PRODUCT_SKELETON_COUNT = 8;
export const CATEGORY_SKELETON_COUNT = 6;

/** The frame of a catalog page (mfe-catalog's `CatalogPage`), so nothing moves when it arrives. */
const Frame = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[12]};

  ${media.md} {
    padding: ${vars.space[8]} ${vars.space[6]} ${vars.space[16]};
  }
`;

/** The page's heading block (mfe-catalog's `PageHeader`): the h1 and its lead line. */
const Header = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  margin: ${vars.space[4]} 0 ${vars.space[6]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]} ${vars.space[4]};
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${vars.space[4]};
`;

/** The sort select and its label, as the listing's toolbar lays them out. */
const SortControl = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  width: 100%;

  ${media.md} {
    width: 16rem;
  }
`;

/** mfe-catalog's category grid: two tiles on a 320 px phone, as many as fit above. */
const CategoryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(136px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${vars.space[4]};
  }
`;

const CategoryTile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 148px;
  padding: ${vars.space[4]} ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Block = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  max-width: 72ch;
`;

const noItems: readonly never[] = [];

function ProductsBody() {
  return (
    <>
      <Toolbar>
        <Skeleton width="12rem" />
        <SortControl>
          <Skeleton width="6rem" />
          <Skeleton shape="rect" height="42px" />
        </SortControl>
      </Toolbar>
      <ProductGrid
        items={noItems}
        loading
        skeletonCount={PRODUCT_SKELETON_COUNT}
        renderItem={() => null}
        getItemKey={() => ''}
      />
    </>
  );
}

function CategoriesBody() {
  return (
    <CategoryGrid aria-hidden="true" data-state="loading">
      {Array.from({ length: CATEGORY_SKELETON_COUNT }, (_, index) => (
        <CategoryTile key={index} data-skeleton="">
          <Skeleton shape="circle" height={64} />
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </CategoryTile>
      ))}
    </CategoryGrid>
  );
}

function PageBody() {
  return (
    <Block>
      <SkeletonText lines={3} />
      <Skeleton shape="rect" height={200} />
      <SkeletonText lines={4} />
    </Block>
  );
}

/**
 * What a route shows while its remote loads, chosen by the route's manifest (`skeleton`): the
 * catalog's own loading skeletons (the design system's ProductGrid cards, the category tiles)
 * in the catalog's page frame, or a page outline. Announced once as 'Cargando…'.
 */
export function PageSkeleton({ kind, remote }: { kind: RouteSkeleton; remote: RemoteName }) {
  return (
    <Frame aria-busy="true" data-remote-loading={remote} data-page-skeleton={kind}>
      <VisuallyHidden role="status">Cargando…</VisuallyHidden>
      <Skeleton width="8rem" />
      <Header aria-hidden="true">
        <Skeleton width="min(24rem, 80%)" height="2.25rem" />
        {kind !== 'products' && <Skeleton width="min(32rem, 95%)" />}
      </Header>
      {kind === 'products' ? (
        <ProductsBody />
      ) : kind === 'categories' ? (
        <CategoriesBody />
      ) : (
        <PageBody />
      )}
    </Frame>
  );
}
