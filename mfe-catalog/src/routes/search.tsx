import { RoutePlaceholder } from '@bonis/design-system';

/** `/search` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/search"
      title="Resultados de búsqueda"
      release={__BONIS_BUILD__.release}
    />
  );
}
