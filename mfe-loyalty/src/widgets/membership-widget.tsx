import {
  MembershipWidget,
  type MembershipWidgetProps,
} from '../features/membership/components/membership-widget';

/**
 * Exposed as `./MembershipWidget`: the expanded floating membership/points widget. Props:
 * `{ onNavigate?: () => void }`, called when a link is followed or the bonus store is opened
 * (the shell closes its popover).
 */
export default function MembershipWidgetEntry(props: MembershipWidgetProps) {
  return <MembershipWidget {...props} />;
}
