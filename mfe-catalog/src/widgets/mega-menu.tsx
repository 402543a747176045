/**
 * Exposed as `./MegaMenu`: one category's mega-menu content (props: `MegaMenuProps` of
 * `@bonis/contracts`; `src/contract.check.ts` checks this module against it).
 */
export { MegaMenu as default } from '../features/mega-menu/components/mega-menu';
