/**
 * Exposed as `account/FavoritesDropdown`: the content of the header's favourites dropdown.
 * Props: `{ onNavigate?: () => void }`, called when a link or action is chosen so the shell
 * closes it.
 */
import {
  FavoritesDropdown,
  type FavoritesDropdownProps,
} from '../features/favorites/components/favorites-dropdown';

export type { FavoritesDropdownProps };

export default function FavoritesDropdownWidget(props: FavoritesDropdownProps) {
  return <FavoritesDropdown {...props} />;
}
