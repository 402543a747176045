/**
 * Exposed as `account/FavoritesDropdown`: the content of the header's favourites dropdown.
 * Props: `FavoritesDropdownProps` of `@bonis/contracts` (`src/contract.check.ts` checks this
 * module): `onNavigate`, called when a link or action is chosen so the shell closes it.
 */
import type { FavoritesDropdownProps } from '@bonis/contracts';
import { FavoritesDropdown } from '../features/favorites/components/favorites-dropdown';

export default function FavoritesDropdownWidget(props: FavoritesDropdownProps) {
  return <FavoritesDropdown {...props} />;
}
