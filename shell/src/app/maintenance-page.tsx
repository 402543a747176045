import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Link, formatPhone, vars } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { useStoreSettings } from '@bonis/supabase-client/queries';
import { MailIcon, PhoneIcon, ToolIcon, WhatsAppIcon } from '../chrome/icons';

/** The document title while shoppers see the maintenance page. */
export const MAINTENANCE_TITLE = 'Tienda en mantenimiento';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${vars.space[6]} ${vars.space[4]};
  background: ${vars.color.bg};
  color: ${vars.color.text};
  outline: none;
`;

const Panel = styled.div`
  width: min(560px, 100%);
  padding: ${vars.space[8]} ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
  text-align: center;

  h1 {
    margin: ${vars.space[4]} 0 ${vars.space[2]};
    font-family: ${vars.font.familyDisplay};
    font-size: ${vars.fontSize['2xl']};
    line-height: 1.2;
  }
  h2 {
    margin: ${vars.space[6]} 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const Brand = styled.div`
  font-family: ${vars.font.familyDisplay};
  font-size: 1.6rem;
  font-weight: 800;
  color: ${vars.color.brand};
  overflow-wrap: anywhere;
`;

const Illustration = styled.div`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin-top: ${vars.space[4]};
  border-radius: 50%;
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
`;

const Contact = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    max-width: 100%;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${vars.color.brand};
  }
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[8]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  font-size: ${vars.fontSize.sm};
`;

/** The contact lines the settings hold: email, WhatsApp and phone (leaving out what isn't set). */
function ContactLines() {
  const { contactEmail, contactPhone, whatsappNumber } = useStoreSettings();
  if (!contactEmail && !contactPhone && !whatsappNumber) return null;
  return (
    <>
      <h2 id="maintenance-contact">¿Necesitas ayuda? Escríbenos</h2>
      <Contact aria-labelledby="maintenance-contact">
        {contactEmail && (
          <li>
            <MailIcon />
            <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
          </li>
        )}
        {whatsappNumber && (
          <li>
            <WhatsAppIcon />
            <Link href={`https://wa.me/${whatsappNumber}`} external>
              {`WhatsApp ${formatPhone(whatsappNumber)}`}
            </Link>
          </li>
        )}
        {contactPhone && (
          <li>
            <PhoneIcon />
            <Link href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</Link>
          </li>
        )}
      </Contact>
    </>
  );
}

/**
 * Signed out: the way in for an admin (the store's sign-in dialog; an admin then lands on the
 * dashboard). A signed-in shopper can sign out, to come back as an admin.
 */
function AccountLine() {
  const session = useBus((state) => state.session);
  const [failed, setFailed] = useState(false);
  if (session === undefined) return null;
  if (session === null) {
    return (
      <Account>
        <span>¿Eres administrador?</span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => bus.getState().loginRequested('login')}
        >
          Iniciar sesión
        </Button>
      </Account>
    );
  }
  const signOut = async () => {
    setFailed(false);
    const { error } = await getSupabase().auth.signOut();
    if (error) setFailed(true);
  };
  return (
    <Account>
      <span>Sesión iniciada como {session.name}</span>
      <Button variant="secondary" size="sm" onClick={() => void signOut()}>
        Cerrar sesión
      </Button>
      {failed && <p role="alert">Error al cerrar sesión</p>}
    </Account>
  );
}

/**
 * What shoppers see instead of the store while `app_settings.maintenance_mode` is on
 * (ARCHITECTURE §5): the store's name, a Spanish notice and its contact details from the
 * settings, and nothing of the store (no header, cart or checkout). Admins never see it.
 */
export function MaintenancePage() {
  const { siteName, siteDescription } = useStoreSettings();
  return (
    <Page id="contenido" tabIndex={-1} aria-labelledby="maintenance-title">
      <Panel data-maintenance-page="">
        <Brand>{siteName}</Brand>
        {siteDescription && <p>{siteDescription}</p>}
        <Illustration aria-hidden="true">
          <ToolIcon size={36} />
        </Illustration>
        <h1 id="maintenance-title">La tienda está en mantenimiento</h1>
        <p>Estamos haciendo mejoras para ti. Vuelve pronto.</p>
        <ContactLines />
        <AccountLine />
      </Panel>
    </Page>
  );
}
