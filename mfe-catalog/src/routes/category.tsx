import { RoutePlaceholder } from '@bonis/design-system';

/** `/:slug` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/:slug"
      title="Categoría"
      release={__BONIS_BUILD__.release}
    />
  );
}
