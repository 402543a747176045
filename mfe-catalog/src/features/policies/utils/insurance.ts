import type { StoreSettings } from '@bonis/supabase-client/queries';
import type { StoreIconName } from '../../../lib/store-icons';

/** An insurance plan of /policies (storefront spec §2 and §9: prices per month, in COP). */
export interface InsurancePlan {
  id: 'basico' | 'premium' | 'familiar';
  name: string;
  monthlyPrice: number;
  /** who the plan covers */
  covers: string;
  features: readonly string[];
  popular?: boolean;
}

export const INSURANCE_PLANS: readonly InsurancePlan[] = [
  {
    id: 'basico',
    name: 'Plan Básico',
    monthlyPrice: 25_000,
    covers: '1 mascota',
    features: [
      'Consulta veterinaria general en la red de clínicas',
      'Vacunación anual',
      'Orientación veterinaria telefónica',
      'Descuentos en medicamentos formulados',
    ],
  },
  {
    id: 'premium',
    name: 'Plan Premium',
    monthlyPrice: 45_000,
    covers: '1 mascota',
    popular: true,
    features: [
      'Todo lo del Plan Básico',
      'Atención de urgencias',
      'Hospitalización y cirugía',
      'Exámenes de laboratorio',
      'Desparasitación',
    ],
  },
  {
    id: 'familiar',
    name: 'Plan Familiar',
    monthlyPrice: 75_000,
    covers: 'Hasta 3 mascotas',
    features: [
      'Todo lo del Plan Premium',
      'Cobertura para hasta 3 mascotas del mismo hogar',
      'Un solo pago mensual para toda la familia',
    ],
  },
];

/** The benefit cards under the plans. */
export const INSURANCE_BENEFITS: readonly { icon: StoreIconName; title: string; text: string }[] = [
  {
    icon: 'clinic',
    title: 'Más de 200 clínicas',
    text: 'Una red de más de 200 clínicas veterinarias aliadas en todo el país.',
  },
  {
    icon: 'phone',
    title: 'Orientación cuando la necesites',
    text: 'Un veterinario te orienta por teléfono antes de ir a consulta.',
  },
  {
    icon: 'card',
    title: 'Precio fijo cada mes',
    text: 'Pagas una cuota mensual en pesos, sin sorpresas.',
  },
  {
    icon: 'paw',
    title: 'Perros y gatos',
    text: 'Planes para perros y gatos de todas las edades y razas.',
  },
];

/**
 * Where a plan's button (or the advisor section) leads: a WhatsApp chat with the store that
 * names the plan, else an email with it as the subject, else the /contact page. The store's
 * contact details come from `app_settings`, never from this code.
 */
export function advisorHref(
  info: Pick<StoreSettings, 'whatsappNumber' | 'contactEmail'> | undefined,
  plan?: Pick<InsurancePlan, 'name'>,
): { href: string; external: boolean } {
  const subject = plan
    ? `Quiero información sobre el ${plan.name} de seguro para mascotas`
    : 'Quiero información sobre los seguros para mascotas';
  const whatsapp = info?.whatsappNumber.replace(/\D/g, '') ?? '';
  if (whatsapp) {
    return {
      href: `https://wa.me/${whatsapp}?text=${encodeURIComponent(`Hola, ${subject.charAt(0).toLowerCase()}${subject.slice(1)}.`)}`,
      external: true,
    };
  }
  if (info?.contactEmail) {
    return {
      href: `mailto:${info.contactEmail}?subject=${encodeURIComponent(subject)}`,
      external: false,
    };
  }
  return { href: '/contact', external: false };
}
