import { RoutePlaceholder } from '@bonis/design-system';

/** `/services` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/services"
      title="Servicios"
      release={__BONIS_BUILD__.release}
    />
  );
}
