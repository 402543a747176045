import { useId, type ReactNode } from 'react';
import { PremiumIcon, PriorityIcon, SavingsIcon } from './membership-icons';
import {
  Blurb,
  BlurbIcon,
  BlurbText,
  BlurbTitle,
  Blurbs,
  Section,
  SectionHeading,
} from './membership-page.styles';

const BLURBS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Ahorro garantizado',
    text: 'Precios de socio en toda la tienda y envío gratis en todos tus pedidos, sin monto mínimo. Con las compras de siempre, tu membresía se paga sola.',
    icon: <SavingsIcon />,
  },
  {
    title: 'Acceso prioritario',
    text: 'Entérate antes que nadie de nuestras ofertas y desbloquea premios exclusivos para socios en tu catálogo de premios.',
    icon: <PriorityIcon />,
  },
  {
    title: 'Experiencia premium',
    text: 'Ganas 1.5x puntos en cada compra para canjearlos por premios, bonos y giros en la ruleta. Más consentidos para tu mascota, menos preocupaciones para ti.',
    icon: <PremiumIcon />,
  },
];

/** Spec §2: the three value blurbs (guaranteed savings, priority access, premium experience). */
export function ValueBlurbs() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>¿Por qué hacerte socio?</SectionHeading>
      <Blurbs>
        {BLURBS.map((blurb) => (
          <Blurb key={blurb.title}>
            <BlurbIcon>{blurb.icon}</BlurbIcon>
            <BlurbTitle>{blurb.title}</BlurbTitle>
            <BlurbText>{blurb.text}</BlurbText>
          </Blurb>
        ))}
      </Blurbs>
    </Section>
  );
}
