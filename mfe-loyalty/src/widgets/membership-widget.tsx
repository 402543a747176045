import type { MembershipWidgetProps } from '@bonis/contracts';
import { MembershipWidget } from '../features/membership/components/membership-widget';

/**
 * Exposed as `./MembershipWidget`: the expanded floating membership/points widget. Props:
 * `MembershipWidgetProps` of `@bonis/contracts` (`src/contract.check.ts` checks this module):
 * `onNavigate`, called when a link is followed or the bonus store is opened (the shell closes
 * its popover).
 */
export default function MembershipWidgetEntry(props: MembershipWidgetProps) {
  return <MembershipWidget {...props} />;
}
