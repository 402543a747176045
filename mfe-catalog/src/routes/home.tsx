import { RoutePlaceholder } from '@bonis/design-system';

/** `/` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/"
      title="Inicio"
      release={__BONIS_BUILD__.release}
    />
  );
}
