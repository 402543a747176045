import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { homeHref } from '@bonis/contracts/links';

/** Signs out of this browser; throws the service's error. The shell's listener clears the bus. */
export async function signOut(client: BonisClient) {
  const { error } = await client.auth.signOut();
  if (error) throw error;
}

export const signOutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'auth', 'sign-out'],
    mutationFn: () => signOut(getSupabase()),
  });

export function useSignOut() {
  return useMutation(signOutMutationOptions());
}

export const SIGN_OUT_ERROR = 'Error al cerrar sesión';

/**
 * 'Cerrar Sesión' wherever it is offered (the profile dropdown, the profile page): signs out,
 * then calls `onSignedOut` and goes to `/`; on failure the toast 'Error al cerrar sesión' and the
 * shopper stays. A second click while one runs is ignored.
 */
export function useSignOutAndLeave(onSignedOut?: () => void) {
  const signOutRequest = useSignOut();
  const navigate = useNavigate();
  const leave = () => {
    if (signOutRequest.isPending) return;
    signOutRequest.mutate(undefined, {
      onSuccess: () => {
        onSignedOut?.();
        void navigate(homeHref());
      },
      onError: (error) => {
        console.error('[mfe-account] sign-out failed', error);
        bus.getState().toastRequested({ title: SIGN_OUT_ERROR, tone: 'error' });
      },
    });
  };
  return { leave, isPending: signOutRequest.isPending };
}
