import { MembershipsPage } from '../features/memberships/components/memberships-page';

/** `/admin/memberships` (the app gives it the screen's heading, 'Membresías'). */
export default MembershipsPage;
