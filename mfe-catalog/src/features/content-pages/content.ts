import { ordersHref } from '@bonis/contracts/links';
import { formatCOP } from '@bonis/design-system';
import { ORDER_STATUS_LABELS } from '@bonis/supabase-client';
import type { StoreInfo } from '../../lib/store-info';

/** A piece of a content page: plain text only (rendered as text, never as HTML). */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'links'; items: Array<{ label: string; href: string; description: string }> }
  | { kind: 'contact' };

export interface ContentSection {
  heading: string;
  blocks: ContentBlock[];
}

export interface ContentPage {
  lead: string;
  sections: ContentSection[];
}

/** The store's rules the pages state, with the defaults used while the data can't be read. */
export type ContentFacts = Pick<
  StoreInfo,
  'siteName' | 'description' | 'freeShippingThreshold' | 'deliverySlots'
>;

export const DEFAULT_FACTS: ContentFacts = {
  siteName: 'Boñis',
  description: '',
  freeShippingThreshold: 100_000,
  deliverySlots: [],
};

/** The footer's pages that the spec leaves undefined: paths this module writes. */
export const CONTENT_PATHS = [
  '/help',
  '/shipping',
  '/size-guide',
  '/faq',
  '/contact',
  '/track',
  '/about',
  '/careers',
  '/blog',
  '/press',
  '/sustainability',
  '/affiliates',
  '/terms',
  '/privacy',
  '/cookies',
  '/warranty',
  '/refunds',
] as const;
export type ContentPath = (typeof CONTENT_PATHS)[number];

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const CONTACT: ContentBlock = { kind: 'contact' };

/** The line about delivery slots: the real ones when known. */
function slotsBlock(facts: ContentFacts): ContentBlock {
  if (facts.deliverySlots.length === 0) {
    return p('Al pagar eliges la franja de entrega; su costo se muestra antes de confirmar.');
  }
  return list(
    ...facts.deliverySlots.map(
      (slot) =>
        `${slot.timeRange}${slot.description ? ` (${slot.description.toLowerCase()})` : ''}: ${formatCOP(slot.cost)}`,
    ),
  );
}

/**
 * Every content page, written from what the store really does (the spec's rules and the data
 * in `facts`). Nothing here promises a service the store doesn't have.
 */
export function contentPage(path: ContentPath, facts: ContentFacts): ContentPage {
  const threshold = formatCOP(facts.freeShippingThreshold);
  const name = facts.siteName;
  switch (path) {
    case '/help':
      return {
        lead: `¿Tienes una pregunta sobre tu compra en ${name}? Empieza por aquí.`,
        sections: [
          {
            heading: 'Temas frecuentes',
            blocks: [
              {
                kind: 'links',
                items: [
                  {
                    label: 'Preguntas frecuentes',
                    href: '/faq',
                    description: 'Pagos, puntos, membresías y cuenta.',
                  },
                  {
                    label: 'Envíos',
                    href: '/shipping',
                    description: `Franjas de entrega y envío gratis desde ${threshold}.`,
                  },
                  {
                    label: 'Rastrear pedido',
                    href: '/track',
                    description: 'El estado de tus pedidos.',
                  },
                  {
                    label: 'Devoluciones y reembolsos',
                    href: '/refunds',
                    description: 'Tienes 30 días para devolver un producto.',
                  },
                  {
                    label: 'Guía de tallas',
                    href: '/size-guide',
                    description: 'Cómo medir a tu mascota para collares, arneses y ropa.',
                  },
                ],
              },
            ],
          },
          { heading: '¿Necesitas hablar con nosotros?', blocks: [CONTACT] },
        ],
      };
    case '/shipping':
      return {
        lead: `Entregamos en toda Colombia. Las compras desde ${threshold} tienen envío gratis.`,
        sections: [
          {
            heading: 'Franjas de entrega',
            blocks: [
              p(
                'Al pagar eliges el día (hoy, mañana o uno de los dos días hábiles siguientes) y una franja horaria:',
              ),
              slotsBlock(facts),
            ],
          },
          {
            heading: 'Envío gratis',
            blocks: [
              list(
                `Cuando el subtotal de tu compra llega a ${threshold}.`,
                'Siempre, si tienes la membresía Mensual o Anual.',
                'Con un bono de envío gratis de la Tienda de Bonos o de la ruleta.',
              ),
            ],
          },
          {
            heading: 'Seguimiento',
            blocks: [
              p(
                'El estado de cada pedido aparece en Mis Pedidos, dentro de tu cuenta, desde que lo creas.',
              ),
            ],
          },
        ],
      };
    case '/size-guide':
      return {
        lead: 'Para acertar con collares, arneses y ropa, mide a tu mascota con una cinta métrica flexible.',
        sections: [
          {
            heading: 'Cómo medir',
            blocks: [
              list(
                'Cuello: alrededor de la base del cuello, donde va el collar, dejando espacio para dos dedos.',
                'Pecho: la parte más ancha del tórax, justo detrás de las patas delanteras.',
                'Largo de espalda: desde la base del cuello hasta el inicio de la cola.',
              ),
            ],
          },
          {
            heading: 'Tallas de referencia (contorno de pecho)',
            blocks: [
              list(
                'XS: hasta 35 cm',
                'S: 35 a 45 cm',
                'M: 45 a 60 cm',
                'L: 60 a 75 cm',
                'XL: más de 75 cm',
              ),
              p(
                'Si tu mascota queda entre dos tallas, elige la mayor. La ficha de cada producto indica sus medidas cuando el fabricante las da.',
              ),
            ],
          },
        ],
      };
    case '/faq':
      return {
        lead: 'Las respuestas a lo que más nos preguntan.',
        sections: [
          {
            heading: '¿Cómo puedo pagar?',
            blocks: [
              p(
                'Con tarjeta de crédito o débito, por PSE desde tu banco, o en efectivo contra entrega.',
              ),
            ],
          },
          {
            heading: '¿Cuánto cuesta el envío?',
            blocks: [
              p(
                `Depende de la franja de entrega que elijas. Desde ${threshold} de subtotal el envío es gratis.`,
              ),
            ],
          },
          {
            heading: '¿Cómo funcionan los puntos?',
            blocks: [
              list(
                'Recibes 100 puntos de bienvenida al crear tu cuenta.',
                'Cada pedido pagado suma 1 punto por cada $ 1.000 de su total (más con una membresía).',
                'Los canjeas por bonos en la Tienda de Bonos, por premios y en la ruleta.',
              ),
            ],
          },
          {
            heading: '¿Qué me da una membresía?',
            blocks: [
              p(
                'Precios de socio en todo el catálogo (10 % con la Mensual, 15 % con la Anual, o el precio de socio del producto), envío gratis y más puntos por compra. Los planes están en Membresía.',
              ),
            ],
          },
          {
            heading: '¿Puedo devolver un producto?',
            blocks: [p('Sí, dentro de los 30 días siguientes a la entrega. Mira Devoluciones.')],
          },
        ],
      };
    case '/contact':
      return {
        lead: 'Estamos para ayudarte con tus pedidos, tu cuenta y tus mascotas.',
        sections: [{ heading: 'Escríbenos o llámanos', blocks: [CONTACT] }],
      };
    case '/track':
      return {
        lead: 'Cada pedido muestra su estado y el de su pago en Mis Pedidos.',
        sections: [
          {
            heading: 'Dónde verlo',
            blocks: [
              {
                kind: 'links',
                items: [
                  {
                    label: 'Mis Pedidos',
                    href: ordersHref(),
                    description:
                      'Inicia sesión para ver todos tus pedidos, del más reciente al más antiguo.',
                  },
                ],
              },
            ],
          },
          {
            heading: 'Qué significa cada estado',
            blocks: [
              list(
                `${ORDER_STATUS_LABELS.pending}: recibimos tu pedido y esperamos la confirmación del pago.`,
                `${ORDER_STATUS_LABELS.confirmed}: el pago está aprobado.`,
                `${ORDER_STATUS_LABELS.preparing}: estamos alistando tu pedido.`,
                `${ORDER_STATUS_LABELS.shipped}: tu pedido va en camino.`,
                `${ORDER_STATUS_LABELS.delivered}: lo recibiste.`,
                `${ORDER_STATUS_LABELS.cancelled}: el pedido no seguirá adelante.`,
              ),
            ],
          },
        ],
      };
    case '/about':
      return {
        lead:
          facts.description ||
          'Todo para tu mascota: alimento, snacks, juguetes, farmacia y servicios, con envíos a toda Colombia.',
        sections: [
          {
            heading: 'Quiénes somos',
            blocks: [
              p(
                `${name} es una tienda en línea colombiana para quienes viven con perros y gatos. Cuidamos mascotas desde 2020.`,
              ),
            ],
          },
        ],
      };
    case '/careers':
      return {
        lead: 'Por ahora no tenemos vacantes abiertas.',
        sections: [
          {
            heading: '¿Quieres trabajar con nosotros?',
            blocks: [
              p('Envíanos tu hoja de vida a nuestro correo y te tendremos en cuenta.'),
              CONTACT,
            ],
          },
        ],
      };
    case '/blog':
      return {
        lead: 'Todavía no hemos publicado artículos.',
        sections: [
          {
            heading: 'Mientras tanto',
            blocks: [
              p(
                'Suscríbete al newsletter al final de la página para recibir nuestras novedades y un 10 % de descuento en tu primera compra.',
              ),
            ],
          },
        ],
      };
    case '/press':
      return {
        lead: 'Para entrevistas, información o material de marca, escríbenos.',
        sections: [{ heading: 'Contacto de prensa', blocks: [CONTACT] }],
      };
    case '/sustainability':
      return {
        lead: 'Estamos definiendo nuestros compromisos de sostenibilidad y los publicaremos aquí cuando podamos medirlos.',
        sections: [
          {
            heading: '¿Tienes una idea?',
            blocks: [p('Nos encantaría escucharla.'), CONTACT],
          },
        ],
      };
    case '/affiliates':
      return {
        lead: 'Nuestro programa de afiliados aún no está abierto.',
        sections: [
          {
            heading: '¿Te interesa?',
            blocks: [p('Escríbenos y te avisaremos cuando abra.'), CONTACT],
          },
        ],
      };
    case '/terms':
      return {
        lead: `Estas condiciones rigen las compras en ${name}.`,
        sections: [
          {
            heading: 'Precios y pagos',
            blocks: [
              list(
                'Los precios están en pesos colombianos (COP) e incluyen impuestos.',
                'El precio de socio aplica mientras tu membresía esté vigente.',
                'Un pedido queda confirmado cuando su pago se aprueba; en efectivo, al pagar en la entrega.',
              ),
            ],
          },
          {
            heading: 'Descuentos, bonos y puntos',
            blocks: [
              list(
                'Se aplica un solo descuento por pedido: un código o un bono.',
                'Los códigos tienen vigencia, compra mínima y número de usos.',
                'Los bonos vencen 30 días después de adquirirlos.',
                'Los puntos no son dinero y no se pueden transferir.',
              ),
            ],
          },
          {
            heading: 'Garantía y devoluciones',
            blocks: [p('Ver Garantía y Devoluciones y reembolsos: 30 días en ambos casos.')],
          },
        ],
      };
    case '/privacy':
      return {
        lead: `Tratamos tus datos personales conforme a la Ley 1581 de 2012 de Colombia.`,
        sections: [
          {
            heading: 'Qué guardamos',
            blocks: [
              list(
                'Los datos de tu cuenta: nombre, email, teléfono, foto y el nombre de tu mascota, si los das.',
                'Tus pedidos, tu carrito, tus favoritos, tus puntos y tu membresía.',
                'Tu email, si te suscribes al newsletter.',
              ),
            ],
          },
          {
            heading: 'Para qué',
            blocks: [
              p(
                'Para procesar y entregar tus compras, llevar tus puntos y beneficios, y, si te suscribiste, enviarte novedades. No vendemos tus datos.',
              ),
            ],
          },
          {
            heading: 'Tus derechos',
            blocks: [
              p(
                'Puedes conocer, actualizar y corregir tus datos desde tu perfil, y pedirnos que los eliminemos escribiéndonos.',
              ),
              CONTACT,
            ],
          },
        ],
      };
    case '/cookies':
      return {
        lead: 'No usamos cookies de publicidad ni de seguimiento.',
        sections: [
          {
            heading: 'Qué guarda tu navegador',
            blocks: [
              list(
                'Tu sesión, para que no tengas que iniciar sesión en cada visita.',
                'Tu preferencia de tema claro u oscuro.',
              ),
              p('Si borras los datos del sitio en tu navegador, se cerrará tu sesión.'),
            ],
          },
        ],
      };
    case '/warranty':
      return {
        lead: 'Todos nuestros productos tienen garantía de calidad de 30 días.',
        sections: [
          {
            heading: 'Cómo usarla',
            blocks: [
              list(
                'Escríbenos dentro de los 30 días siguientes a la entrega con el número de tu pedido (BON-…).',
                'Cuéntanos qué pasó y, si puedes, envía una foto del producto.',
                'Te cambiamos el producto o te devolvemos el dinero.',
              ),
              CONTACT,
            ],
          },
        ],
      };
    case '/refunds':
      return {
        lead: 'Puedes devolver un producto dentro de los 30 días siguientes a la entrega.',
        sections: [
          {
            heading: 'Condiciones',
            blocks: [
              list(
                'El producto debe estar sin usar y en su empaque original (los alimentos, sin abrir).',
                'Ten a mano el número de tu pedido (BON-…).',
              ),
            ],
          },
          {
            heading: 'Reembolso',
            blocks: [
              p(
                'Cuando recibimos el producto, reembolsamos por el mismo medio de pago. El pedido aparecerá como reembolsado en Mis Pedidos.',
              ),
              CONTACT,
            ],
          },
        ],
      };
  }
}
