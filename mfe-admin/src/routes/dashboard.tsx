import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** `/admin/dashboard` (the app gives it the screen's heading, 'Panel de administración'). */
export default DashboardPage;
