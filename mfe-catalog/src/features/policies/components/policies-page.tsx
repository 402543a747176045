import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, formatCOP, VisuallyHidden, EXTERNAL_LINK_TEXT } from '@bonis/design-system';
import { storeSettingsQuery } from '@bonis/supabase-client/queries';
import { CatalogPage } from '../../../components/catalog-page';
import { routerLink } from '../../../components/router-link';
import { StoreContact } from '../../../components/store-contact';
import { StoreIcon } from '../../../components/store-icon';
import {
  advisorHref,
  INSURANCE_BENEFITS,
  INSURANCE_PLANS,
  type InsurancePlan,
} from '../utils/insurance';
import * as S from './policies-page.styles';

/** A link that looks like a button: WhatsApp or email in a new context, /contact in the store. */
function ActionLink({
  target,
  variant,
  children,
}: {
  target: { href: string; external: boolean };
  variant: 'primary' | 'secondary';
  children: ReactNode;
}) {
  if (target.href.startsWith('/')) {
    return (
      <S.ActionLink as={RouterLink} to={target.href} data-variant={variant}>
        {children}
      </S.ActionLink>
    );
  }
  return (
    <S.ActionLink
      href={target.href}
      data-variant={variant}
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {target.external && <VisuallyHidden> {EXTERNAL_LINK_TEXT}</VisuallyHidden>}
    </S.ActionLink>
  );
}

function PlanCard({
  plan,
  target,
}: {
  plan: InsurancePlan;
  target: ReturnType<typeof advisorHref>;
}) {
  const nameId = useId();
  return (
    <S.Plan aria-labelledby={nameId} data-popular={plan.popular || undefined}>
      {plan.popular && <S.Ribbon>Más popular</S.Ribbon>}
      <h3 id={nameId}>{plan.name}</h3>
      <S.Covers>{plan.covers}</S.Covers>
      <S.PlanPrice>
        <strong>{formatCOP(plan.monthlyPrice)}</strong> <span>/ mes</span>
      </S.PlanPrice>
      <S.Features aria-label={`Qué incluye el ${plan.name}`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </S.Features>
      <ActionLink target={target} variant={plan.popular ? 'primary' : 'secondary'}>
        Quiero este plan<VisuallyHidden>, {plan.name}</VisuallyHidden>
      </ActionLink>
    </S.Plan>
  );
}

/**
 * `/policies`: the pet-insurance page of storefront spec §2 — three monthly plans (Plan Premium
 * the most popular, Plan Familiar for up to 3 pets), benefit cards and an advisor section.
 * Insurance is not sold through the cart: each plan's button opens a conversation with an
 * advisor (WhatsApp, else email, else /contact) that names the plan, with the store's own
 * contact details from the database.
 */
export function PoliciesPage() {
  const titleId = useId();
  const plansId = useId();
  const benefitsId = useId();
  const advisorId = useId();
  const { data: info } = useQuery(storeSettingsQuery());

  return (
    <CatalogPage route="/policies" labelledBy={titleId}>
      <Breadcrumb
        renderLink={routerLink}
        items={[{ label: 'Inicio', href: '/' }, { label: 'Seguros para mascotas' }]}
      />
      <S.Hero>
        <span aria-hidden="true">
          <StoreIcon name="shield" />
        </span>
        <h1 id={titleId}>Seguros para mascotas</h1>
        <p>
          Protege la salud de tu perro o tu gato con un plan mensual y atención en más de 200
          clínicas veterinarias aliadas.
        </p>
      </S.Hero>

      <S.Section aria-labelledby={plansId}>
        <h2 id={plansId}>Elige tu plan</h2>
        <S.Plans>
          {INSURANCE_PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} target={advisorHref(info, plan)} />
            </li>
          ))}
        </S.Plans>
        <S.Note>
          Un asesor te confirma las coberturas, exclusiones y condiciones del plan antes de
          contratarlo. Los seguros no se compran desde el carrito.
        </S.Note>
      </S.Section>

      <S.Section aria-labelledby={benefitsId}>
        <h2 id={benefitsId}>¿Por qué asegurar a tu mascota?</h2>
        <S.Benefits $count={INSURANCE_BENEFITS.length}>
          {INSURANCE_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <span aria-hidden="true">
                <StoreIcon name={benefit.icon} />
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </S.Benefits>
      </S.Section>

      <S.Advisor aria-labelledby={advisorId}>
        <div>
          <h2 id={advisorId}>¿Tienes dudas? Habla con un asesor</h2>
          <p>Te ayudamos a elegir el plan que mejor se ajusta a tu mascota, sin compromiso.</p>
          <ActionLink target={advisorHref(info)} variant="primary">
            Hablar con un asesor
          </ActionLink>
        </div>
        <StoreContact />
      </S.Advisor>
    </CatalogPage>
  );
}
