/**
 * Exposed as `account/ProfileMenu`: the content of the header's profile dropdown.
 * Props: `ProfileMenuProps` of `@bonis/contracts` (`src/contract.check.ts` checks this module):
 * `onNavigate`, called when an entry is chosen so the shell closes it.
 */
import type { ProfileMenuProps } from '@bonis/contracts';
import { ProfileMenu } from '../features/profile-menu/components/profile-menu';

export default function ProfileMenuWidget(props: ProfileMenuProps) {
  return <ProfileMenu {...props} />;
}
