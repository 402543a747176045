import { useEffect, useId, type CSSProperties } from 'react';
import type { MegaMenuLayout, MegaMenuProps } from '@bonis/contracts';
import { productsHref } from '@bonis/contracts/links';
import { Skeleton, VisuallyHidden } from '@bonis/design-system';
import { StoreIcon } from '../../../components/store-icon';
import { groupIcon } from '../../../lib/store-icons';
import { useCategoryMenu } from '../api/get-category-menu';
import {
  BrandsColumn,
  Column,
  ColumnTitle,
  Columns,
  GroupIcon,
  GroupLink,
  ItemLink,
  List,
  Loading,
  LoadingColumn,
  Root,
  SeeAll,
} from './mega-menu.styles';

function MenuSkeleton({ layout }: { layout: MegaMenuLayout }) {
  const columns = layout === 'panel' ? 3 : 1;
  return (
    <Loading $layout={layout} aria-busy="true" data-state="loading">
      <VisuallyHidden role="status">Cargando categorías…</VisuallyHidden>
      {Array.from({ length: columns }, (_, column) => (
        <LoadingColumn key={column}>
          <Skeleton width="70%" height={20} />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </LoadingColumn>
      ))}
    </Loading>
  );
}

/** The store's own icon for a seeded group; the emoji an admin picked for a group of theirs. */
function GroupPicture({ id, emoji }: { id: string; emoji: string }) {
  const icon = groupIcon(id);
  return icon ? <StoreIcon name={icon} /> : emoji;
}

/**
 * The content of one category's mega-menu (the shell owns the trigger, the open state and the
 * popover): each product group with its subcategories, the featured brands and a link to the
 * whole category, all as links to the filtered /products listing. If the menu can't be read,
 * it says so in the console and offers a plain link to /products instead.
 */
export function MegaMenu({ category, layout = 'panel', onNavigate }: MegaMenuProps) {
  const menu = useCategoryMenu(category);
  const brandsId = useId();

  useEffect(() => {
    if (menu.isError) {
      console.error(`[mfe-catalog] mega-menu "${category}" failed to load`, menu.error);
    } else if (menu.isSuccess && menu.data === null) {
      console.error(`[mfe-catalog] mega-menu: there is no active category "${category}"`);
    }
  }, [category, menu.isError, menu.isSuccess, menu.data, menu.error]);

  if (menu.isPending) return <MenuSkeleton layout={layout} />;

  if (!menu.data) {
    return (
      <Root $layout={layout} data-widget="catalog-mega-menu" data-state="fallback">
        <SeeAll to={productsHref()} onClick={onNavigate}>
          Ver productos
        </SeeAll>
      </Root>
    );
  }

  const { id: categoryId, name, groups, featuredBrands } = menu.data;
  const columns = groups.length + (featuredBrands.length > 0 ? 1 : 0);
  return (
    <Root
      $layout={layout}
      data-widget="catalog-mega-menu"
      data-layout={layout}
      style={{ '--mega-menu-columns': Math.max(columns, 1) } as CSSProperties}
    >
      <Columns $layout={layout}>
        {groups.map((group) => (
          <Column key={group.id}>
            <GroupLink
              $layout={layout}
              to={productsHref({ category: categoryId, group: group.id })}
              onClick={onNavigate}
            >
              <GroupIcon aria-hidden="true">
                <GroupPicture id={group.id} emoji={group.icon} />
              </GroupIcon>
              {group.name}
            </GroupLink>
            {group.subcategories.length > 0 && (
              <List $layout={layout}>
                {group.subcategories.map((subcategory) => (
                  <li key={subcategory}>
                    <ItemLink
                      $layout={layout}
                      to={productsHref({
                        category: categoryId,
                        group: group.id,
                        subcategory,
                      })}
                      onClick={onNavigate}
                    >
                      {subcategory}
                    </ItemLink>
                  </li>
                ))}
              </List>
            )}
          </Column>
        ))}
        {featuredBrands.length > 0 && (
          <BrandsColumn $layout={layout}>
            <ColumnTitle id={brandsId}>Marcas destacadas</ColumnTitle>
            <List $layout={layout} aria-labelledby={brandsId}>
              {featuredBrands.map((brand) => (
                <li key={brand}>
                  <ItemLink
                    $layout={layout}
                    to={productsHref({ category: categoryId, brand })}
                    onClick={onNavigate}
                  >
                    {brand}
                  </ItemLink>
                </li>
              ))}
            </List>
          </BrandsColumn>
        )}
      </Columns>
      <SeeAll to={productsHref({ category: categoryId })} onClick={onNavigate}>
        Ver todo {name}
      </SeeAll>
    </Root>
  );
}
