import { PoliciesPage } from '../features/policies/components/policies-page';

/** `/policies`: pet insurance plans. */
export default function Route() {
  return <PoliciesPage />;
}
