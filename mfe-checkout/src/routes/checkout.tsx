import { RoutePlaceholder } from '@bonis/design-system';

/** Scaffolding: replaced by the page before this remote's issue is resolved. */
export default function Page() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/checkout"
      title="Finalizar compra"
      release={__BONIS_BUILD__.release}
    />
  );
}
