import { RoutePlaceholder } from '@bonis/design-system';

/** `/accessories` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/accessories"
      title="Accesorios"
      release={__BONIS_BUILD__.release}
    />
  );
}
