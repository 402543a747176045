import { ActivityPage } from '../features/activity/components/activity-page';

/** `/admin/activity` (the app gives it the screen's heading, 'Actividad'). */
export default ActivityPage;
