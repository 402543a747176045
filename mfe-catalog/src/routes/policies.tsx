import { RoutePlaceholder } from '@bonis/design-system';

/** `/policies` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/policies"
      title="Seguros para mascotas"
      release={__BONIS_BUILD__.release}
    />
  );
}
