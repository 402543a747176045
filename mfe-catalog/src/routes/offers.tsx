import { RoutePlaceholder } from '@bonis/design-system';

/** `/offers` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/offers"
      title="Ofertas"
      release={__BONIS_BUILD__.release}
    />
  );
}
