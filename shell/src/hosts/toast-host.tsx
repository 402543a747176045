import { useEffect } from 'react';
import { styled } from 'styled-components';
import { Toaster, media, toast, vars } from '@bonis/design-system';
import { onBusEvent } from '@bonis/design-system/bus';

/**
 * Toasts rise above the floating controls (`--bonis-floating-clearance`, set by the store's
 * chrome): above the phone dock, and above the WhatsApp button on wider screens instead of
 * over it. Without the chrome (the admin frame) they keep the design system's offsets.
 */
const StoreToaster = styled(Toaster)`
  && {
    bottom: calc(var(--bonis-floating-clearance, 0px) + ${vars.space[3]});
  }
  ${media.md} {
    && {
      bottom: calc(var(--bonis-floating-clearance, ${vars.space[3]}) + ${vars.space[3]});
    }
  }
`;

/**
 * The page's one toast host: one toast visible at a time (spec §9), a newer one replaces it.
 * Remotes ask for toasts with `bus.getState().toastRequested({ title, description, tone })`.
 */
export function ToastHost() {
  useEffect(() => onBusEvent('toastRequested', (request) => toast(request)), []);
  return <StoreToaster />;
}
