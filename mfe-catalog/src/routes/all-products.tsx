import { RoutePlaceholder } from '@bonis/design-system';

/** `/all-products` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/all-products"
      title="Todos los Productos"
      release={__BONIS_BUILD__.release}
    />
  );
}
