import { RoutePlaceholder } from '@bonis/design-system';

/** `/cats` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/cats"
      title="Gatos"
      release={__BONIS_BUILD__.release}
    />
  );
}
