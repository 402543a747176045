import { TimeRangesPage } from '../features/shipping/components/time-ranges-page';

/** `/admin/shipping-time-ranges` (the app gives it the screen's heading, 'Rangos Horarios de Envío'). */
export default TimeRangesPage;
