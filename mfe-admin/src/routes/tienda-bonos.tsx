import { BonusesPage } from '../features/bonus-store/components/bonuses-page';

/** `/admin/tienda-bonos` (the app gives it the screen's heading, 'Tienda de bonos'). */
export default BonusesPage;
