import { useId } from 'react';
import { CatalogPage } from '../components/catalog-page';
import { CategoryGrid } from '../features/home/components/category-grid';
import { HeroBanner } from '../features/home/components/hero-banner';
import { HomeColumn } from '../features/home/components/home-layout.styles';
import { HOME_CAROUSELS, ProductCarousel } from '../features/home/components/product-carousel';
import { HomeNewsletter } from '../features/newsletter/components/home-newsletter';

/**
 * `/`: the hero banner (the page's h1), the category grid, the three product carousels and the
 * newsletter signup (storefront spec §2). Banner, categories and products refresh live.
 */
export default function Route() {
  const titleId = useId();
  return (
    <CatalogPage route="/" bleed labelledBy={titleId}>
      <HomeColumn>
        <HeroBanner titleId={titleId} />
        <CategoryGrid />
        {HOME_CAROUSELS.map(({ section, title }) => (
          <ProductCarousel key={section} section={section} title={title} />
        ))}
        <HomeNewsletter />
      </HomeColumn>
    </CatalogPage>
  );
}
