import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import {
  Button,
  EmptyState,
  Link,
  SkeletonText,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@bonis/design-system';
import { useCustomer, type Customer } from '../api/get-customer';
import { useCustomerLive } from '../hooks/use-customer-live';
import { usersHref } from '../lib/paths';
import { CustomerHeader } from './customer-header';
import { BackLink, ErrorLine, Page } from './customers.styles';
import { GiftsSection } from './gifts-section';
import { HistorySection } from './history-section';
import { MembershipsSection } from './memberships-section';
import { NotesSection } from './notes-section';
import { OrdersSection } from './orders-section';
import { PaymentsSection } from './payments-section';
import { PointsSection } from './points-section';
import { RedemptionsSection } from './redemptions-section';
import { RewardsSection } from './rewards-section';

export const CUSTOMER_TEXTS = {
  back: 'Volver a usuarios',
  loadFailed: 'No se pudo cargar el cliente',
  notFound: 'Cliente no encontrado',
  notFoundDetail: 'El enlace no corresponde a ninguna cuenta, o la cuenta fue eliminada.',
} as const;

/** The page's sections, as tabs; the URL's `seccion` says which is open (a link to it works). */
export const CUSTOMER_SECTIONS = [
  { value: 'pedidos', label: 'Pedidos' },
  { value: 'pagos', label: 'Pagos' },
  { value: 'puntos', label: 'Puntos' },
  { value: 'membresias', label: 'Membresías' },
  { value: 'ruleta', label: 'Ruleta y bonos' },
  { value: 'canjes', label: 'Canjes' },
  { value: 'regalos', label: 'Regalos' },
  { value: 'notas', label: 'Notas internas' },
  { value: 'historial', label: 'Historial de cambios' },
] as const;

type Section = (typeof CUSTOMER_SECTIONS)[number]['value'];

const DEFAULT_SECTION: Section = 'pedidos';
const SECTION_PARAM = 'seccion';

const isSection = (value: string | null): value is Section =>
  CUSTOMER_SECTIONS.some((section) => section.value === value);

/** The open section, from the URL (an unknown value opens the first). */
function useSection(): [Section, (section: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(SECTION_PARAM);
  const section = isSection(value) ? value : DEFAULT_SECTION;
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_SECTION) updated.delete(SECTION_PARAM);
        else updated.set(SECTION_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [section, select];
}

/**
 * The sections (keyboard: arrows, Home and End move between the tabs). Each is read when it is
 * opened, not before.
 */
function CustomerSections({ customer }: { customer: Customer }) {
  const [section, select] = useSection();
  const userId = customer.id;
  return (
    <Tabs value={section} onValueChange={select}>
      <TabList aria-label="Secciones del cliente">
        {CUSTOMER_SECTIONS.map((tab) => (
          <Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="pedidos">
        <OrdersSection userId={userId} />
      </TabPanel>
      <TabPanel value="pagos">
        <PaymentsSection userId={userId} />
      </TabPanel>
      <TabPanel value="puntos">
        <PointsSection userId={userId} />
      </TabPanel>
      <TabPanel value="membresias">
        <MembershipsSection userId={userId} />
      </TabPanel>
      <TabPanel value="ruleta">
        <RewardsSection userId={userId} />
      </TabPanel>
      <TabPanel value="canjes">
        <RedemptionsSection userId={userId} />
      </TabPanel>
      <TabPanel value="regalos">
        <GiftsSection userId={userId} email={customer.email} />
      </TabPanel>
      <TabPanel value="notas">
        <NotesSection userId={userId} />
      </TabPanel>
      <TabPanel value="historial">
        <HistorySection userId={userId} />
      </TabPanel>
    </Tabs>
  );
}

/** One customer's page, by id: the header, then the sections; live while open. */
export function CustomerView({ userId }: { userId: string }) {
  const customer = useCustomer(userId);
  useCustomerLive(userId);

  let content;
  if (customer.isPending) {
    content = (
      <div aria-busy="true" aria-label="Cargando cliente">
        <SkeletonText lines={6} />
      </div>
    );
  } else if (customer.isError) {
    content = (
      <ErrorLine role="alert">
        {CUSTOMER_TEXTS.loadFailed}
        <Button variant="secondary" size="sm" onClick={() => void customer.refetch()}>
          Reintentar
        </Button>
      </ErrorLine>
    );
  } else if (customer.data === null) {
    content = (
      <EmptyState
        title={CUSTOMER_TEXTS.notFound}
        description={CUSTOMER_TEXTS.notFoundDetail}
        action={
          <Link component={RouterLink} to={usersHref()}>
            Ir a usuarios
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <CustomerHeader customer={customer.data} />
        <CustomerSections customer={customer.data} />
      </>
    );
  }

  return (
    <Page>
      <BackLink>
        <Link component={RouterLink} to={usersHref()}>
          <span aria-hidden="true">← </span>
          {CUSTOMER_TEXTS.back}
        </Link>
      </BackLink>
      {content}
    </Page>
  );
}

/** /admin/users/:id — 'Cliente': the customer page of the user the URL names. */
export function CustomerPage() {
  const { id = '' } = useParams();
  return <CustomerView key={id} userId={id} />;
}
