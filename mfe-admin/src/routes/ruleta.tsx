import { PrizesPage } from '../features/roulette-prizes/components/prizes-page';

/** `/admin/ruleta` (the app gives it the screen's heading, 'Premios de la ruleta'). */
export default PrizesPage;
