/**
 * Exposed as `account/AuthModals`: the sign-in dialogs the shell opens on `loginRequested`.
 * Props: `AuthModalsProps` of `@bonis/contracts` (`src/contract.check.ts` checks this module).
 */
import type { AuthModalsProps } from '@bonis/contracts';
import { AuthModals } from '../features/auth/components/auth-modals';

export default function AuthModalsWidget(props: AuthModalsProps) {
  return <AuthModals {...props} />;
}
