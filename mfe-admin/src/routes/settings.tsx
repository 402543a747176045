import { SettingsPage } from '../features/settings/components/settings-page';

/** `/admin/settings` (the app gives it the screen's heading, 'Configuración'). */
export default SettingsPage;
