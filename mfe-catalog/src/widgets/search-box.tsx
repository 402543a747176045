/**
 * Exposed as `./SearchBox`: the header's product search (props: `{ onNavigate?: () => void;
 * initialText?: string; autoFocus?: boolean }`, the last two what the shell's stand-in held when
 * this box replaces it).
 */
export {
  SearchBox as default,
  type SearchBoxProps,
} from '../features/search/components/search-box';
