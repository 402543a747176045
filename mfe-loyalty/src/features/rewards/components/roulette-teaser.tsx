import { useId } from 'react';
import { paths } from '../../../config/paths';
import { RouletteIcon } from './reward-icons';
import { ActionLink, PanelHeading, PanelText, Teaser, TeaserIcon } from './rewards-page.styles';

/** The roulette teaser (spec §2): what a spin costs and may win, with the way to /ruleta. */
export function RouletteTeaser() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Teaser>
        <TeaserIcon>
          <RouletteIcon />
        </TeaserIcon>
        <div>
          <PanelHeading id={headingId}>Ruleta de premios</PanelHeading>
          <PanelText>
            Gira la ruleta por 100 puntos y gana descuentos, envío gratis o más puntos al instante.
          </PanelText>
        </div>
        <div>
          <ActionLink to={paths.roulette.getHref()}>Ir a la ruleta</ActionLink>
        </div>
      </Teaser>
    </section>
  );
}
