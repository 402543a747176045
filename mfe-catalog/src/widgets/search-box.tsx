/** Exposed as `./SearchBox`: the header's product search (props: `{ onNavigate?: () => void }`). */
export {
  SearchBox as default,
  type SearchBoxProps,
} from '../features/search/components/search-box';
