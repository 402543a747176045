import { useId } from 'react';
import { LoyaltyPage } from '../components/loyalty-page';
import { Roulette } from '../features/roulette/components/roulette';
import { routes } from '../app/routes';

const route = routes.find((r) => r.path === '/ruleta') ?? routes[0];

/** /ruleta: the prize roulette (spec §2). */
export default function Page() {
  const titleId = useId();
  return (
    <LoyaltyPage route={route.path} labelledBy={titleId}>
      <Roulette titleId={titleId} title={route.title} />
    </LoyaltyPage>
  );
}
