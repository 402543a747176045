/**
 * Exposed as `./SearchBox`: the header's product search (props: `SearchBoxProps` of
 * `@bonis/contracts`; `src/contract.check.ts` checks this module against it).
 */
export { SearchBox as default } from '../features/search/components/search-box';
