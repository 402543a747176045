import { Link } from 'react-router';
import { styled } from 'styled-components';
import { formatCOP, formatPhone, media, vars } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { isBackOffice } from '@bonis/supabase-client/queries';
import { useChromeSettings } from '../settings/app-settings';
import { FLOATING_GUTTER_VAR } from './floating-clearance';
import { LockIcon, PawIcon, ShieldIcon, TruckIcon } from './icons';
import { NewsletterSlot } from './newsletter-slot';
import { chromeLinks, footerGroups, paymentMethods, socialLinks } from './nav-data';

/**
 * Below the fold on every page: its layout and paint wait until it nears the viewport
 * (`content-visibility: auto`, still in the accessibility tree), which shortens the first layout
 * of a server-rendered page.
 */
const Wrap = styled.footer`
  content-visibility: auto;
  contain-intrinsic-size: auto 720px;
  margin-top: ${vars.space[12]};
  /* the floating controls' gutter on wider screens (floating.tsx); its background still spans */
  padding-inline-end: var(${FLOATING_GUTTER_VAR}, 0px);
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  border-top: 1px solid ${vars.color.border};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]};
`;

const Strip = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: ${vars.space[4]};
  list-style: none;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  li {
    display: flex;
    gap: ${vars.space[2]};
    align-items: center;
    font-weight: 700;
  }
  svg {
    flex: none;
    color: ${vars.color.brand};
  }
`;

const Columns = styled.div<{ $newsletter: boolean }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[6]};
  padding: ${vars.space[8]} 0;

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: ${({ $newsletter }) =>
      $newsletter ? '1.4fr repeat(4, 1fr)' : 'repeat(4, 1fr)'};
  }
`;

const Group = styled.nav`
  h2 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }
  ul {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${vars.space[1]} 0;
    color: ${vars.color.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${vars.color.brand};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
  }
`;

const Newsletter = styled.section`
  > h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.md};
  }
  > p {
    margin: 0 0 ${vars.space[3]};
    color: ${vars.color.textMuted};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${vars.color.text};
  }
`;

const PaymentBadge = styled.li`
  padding: 2px ${vars.space[2]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-weight: 800;
  font-size: ${vars.fontSize.xs};
`;

const AdminLink = styled(Link)`
  display: inline-block;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.text};
  color: ${vars.color.bg} !important;
  font-weight: 800;
  text-decoration: none;
`;

/**
 * The store's contact line: phone and email as links (the spec's `{phone}` / `{email}`
 * placeholders while they are empty) and WhatsApp when a number is set.
 */
function ContactLine() {
  const { contactPhone, contactEmail, whatsappNumber } = useChromeSettings();
  return (
    <>
      {contactPhone ? (
        <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
      ) : (
        '{phone}'
      )}{' '}
      · {contactEmail ? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> : '{email}'}
      {whatsappNumber && (
        <>
          {' '}
          ·{' '}
          <a href={`https://wa.me/${whatsappNumber}`} target="_blank" rel="noopener noreferrer">
            WhatsApp {formatPhone(whatsappNumber)}
          </a>
        </>
      )}
    </>
  );
}

/**
 * The store footer: reassurance, link groups, newsletter (mfe-catalog; hidden while the
 * settings turn the newsletter off), social, payments, contact.
 */
export function Footer() {
  const settings = useChromeSettings();
  const backOffice = useBus((state) => isBackOffice(state.session));
  return (
    <Wrap>
      <Inner>
        <Strip aria-label="Por qué comprar en Boñis">
          <li>
            <TruckIcon />
            Envío gratis desde {formatCOP(settings.freeShippingThreshold)}
          </li>
          <li>
            <ShieldIcon />
            Garantía de 30 días
          </li>
          <li>
            <LockIcon />
            Pago seguro con SSL
          </li>
          <li>
            <PawIcon />
            Cuidando mascotas desde 2020
          </li>
        </Strip>
        <Columns $newsletter={settings.newsletterEnabled}>
          {settings.newsletterEnabled && (
            <Newsletter aria-labelledby="footer-newsletter">
              <h2 id="footer-newsletter">Recibe ofertas y novedades</h2>
              <p>Suscríbete y obtén 10% de descuento en tu primera compra.</p>
              <NewsletterSlot />
            </Newsletter>
          )}
          {footerGroups.map((group) => (
            <Group key={group.title} aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
        </Columns>
        <Bottom>
          <ul aria-label="Redes sociales">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label="Medios de pago">
            {paymentMethods.map((method) => (
              <PaymentBadge key={method}>{method}</PaymentBadge>
            ))}
          </ul>
          {backOffice && <AdminLink to={chromeLinks.adminHome}>Acceso Admin</AdminLink>}
          <p>
            © {new Date().getFullYear()} Boñis · Todo para tu perro y tu gato en Colombia ·{' '}
            <ContactLine />
          </p>
        </Bottom>
      </Inner>
    </Wrap>
  );
}
