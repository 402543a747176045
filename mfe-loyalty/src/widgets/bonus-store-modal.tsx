import type { BonusStoreModalProps } from '@bonis/contracts';
import { BonusStoreModal } from '../features/bonus-store/components/bonus-store-modal';

/**
 * Exposed as `./BonusStoreModal`: the bonus store dialog, open while mounted. Props:
 * `BonusStoreModalProps` of `@bonis/contracts` (`src/contract.check.ts` checks this module):
 * `onClose`, called on Escape, a click outside, the close button, or when the shopper goes to
 * sign in.
 */
export default function BonusStoreModalEntry(props: BonusStoreModalProps) {
  return <BonusStoreModal {...props} />;
}
