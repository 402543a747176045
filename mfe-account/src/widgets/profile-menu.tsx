/**
 * Exposed as `account/ProfileMenu`: the content of the header's profile dropdown.
 * Props: `{ onNavigate?: () => void }`, called when an entry is chosen so the shell closes it.
 */
import {
  ProfileMenu,
  type ProfileMenuProps,
} from '../features/profile-menu/components/profile-menu';

export type { ProfileMenuProps };

export default function ProfileMenuWidget(props: ProfileMenuProps) {
  return <ProfileMenu {...props} />;
}
