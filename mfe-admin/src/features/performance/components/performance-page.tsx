import { useId, useMemo } from 'react';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  Select,
  formatNumber,
  type DataTableColumn,
} from '@bonis/design-system';
import {
  CellLines,
  DetailTable,
  FilterField,
  ListIntro,
  ListStack,
  Nowrap,
  StackCell,
  errorMessage,
} from '../../../components/admin-kit';
import { PERIODS, useWebVitalsSummary, type Period } from '../api/get-web-vitals-summary';
import { usePerformanceFilters, type FilterName } from '../hooks/use-performance-filters';
import {
  releasesOf,
  toPerformanceRows,
  type PerformanceRow,
  type VitalValue,
} from './summary-rows';
import {
  RATING_LABELS,
  RATING_TONES,
  THRESHOLDS,
  VITALS,
  formatVital,
  ratingOf,
  type Vital,
} from './thresholds';
import {
  Abbr,
  ErrorBox,
  FilterBar,
  Muted,
  Part,
  PartTitle,
  RoutePattern,
} from './performance.styles';

/** The summary can't be read and the database gave no reason of its own. */
export const PERFORMANCE_LOAD_ERROR = 'No se pudieron cargar las mediciones';

export const PERIOD_LABELS = {
  '24h': 'Últimas 24 horas',
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  '90d': 'Últimos 90 días',
} as const satisfies Record<Period, string>;

const DEVICE_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'mobile', label: 'Móvil' },
  { value: 'desktop', label: 'Escritorio' },
];

const RENDER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'server', label: 'Servidor' },
  { value: 'cache', label: 'Caché del servidor' },
  { value: 'browser', label: 'Navegador' },
];

/** The apps by the names the back office gives them. */
const APP_LABELS: Record<string, string> = {
  catalog: 'Catálogo',
  checkout: 'Compra',
  loyalty: 'Fidelización',
  account: 'Cuenta',
  admin: 'Administración',
  shell: 'Contenedor',
};

const samplesOf = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'muestra' : 'muestras'}`;

/** A metric's p75, its rating in words (never colour alone) and how many page views it rests on. */
function VitalCell({ vital, value }: { vital: Vital; value: VitalValue | undefined }) {
  if (!value) return <Muted>Sin datos</Muted>;
  const rating = ratingOf(vital, value.p75);
  return (
    <CellLines data-rating={rating}>
      <Nowrap>
        <strong>{formatVital(vital, value.p75)}</strong>
      </Nowrap>
      <span>
        <Badge tone={RATING_TONES[rating]} size="sm">
          {RATING_LABELS[rating]}
        </Badge>
      </span>
      <Muted>{samplesOf(value.samples)}</Muted>
    </CellLines>
  );
}

const columns: DataTableColumn<PerformanceRow>[] = [
  {
    key: 'route',
    header: 'Ruta',
    render: (row) => <RoutePattern>{row.route}</RoutePattern>,
  },
  {
    // the app and its release in one column, so the table keeps to 1280 px
    key: 'remote',
    header: 'App y versión',
    render: (row) => (
      <StackCell
        main={APP_LABELS[row.remote] ?? row.remote}
        note={row.release ? `Versión ${row.release}` : 'Sin versión'}
      />
    ),
  },
  ...VITALS.map((vital): DataTableColumn<PerformanceRow> => ({
    key: vital,
    header: <Abbr title={THRESHOLDS[vital].name}>{vital}</Abbr>,
    render: (row) => <VitalCell vital={vital} value={row.metrics[vital]} />,
  })),
  {
    key: 'pageViews',
    header: 'Vistas',
    align: 'end',
    render: (row) => formatNumber(row.pageViews),
  },
];

/** The thresholds the cells are rated by. */
function Thresholds() {
  const titleId = useId();
  return (
    <Part aria-labelledby={titleId}>
      <PartTitle id={titleId}>Umbrales de las Core Web Vitals</PartTitle>
      <ListIntro>
        Cada celda es el percentil 75: tres de cada cuatro visitas lo igualaron o lo mejoraron.
        Entre «Bueno» y «Malo» el valor es «Mejorable».
      </ListIntro>
      <DetailTable aria-label="Umbrales de las Core Web Vitals">
        <thead>
          <tr>
            <th scope="col">Métrica</th>
            <th scope="col" data-align="end">
              {RATING_LABELS.good}
            </th>
            <th scope="col" data-align="end">
              {RATING_LABELS.poor}
            </th>
          </tr>
        </thead>
        <tbody>
          {VITALS.map((vital) => (
            <tr key={vital}>
              <th scope="row">
                {vital} · {THRESHOLDS[vital].name}
              </th>
              <td data-align="end">≤ {formatVital(vital, THRESHOLDS[vital].good)}</td>
              <td data-align="end">&gt; {formatVital(vital, THRESHOLDS[vital].poor)}</td>
            </tr>
          ))}
        </tbody>
      </DetailTable>
    </Part>
  );
}

/**
 * 'Rendimiento' (`/admin/rendimiento`, admins): the Core Web Vitals the shoppers' browsers
 * measured (shell/src/vitals), as the 75th percentile of LCP, INP, CLS, FCP and TTFB per route
 * and app, and per release of that app, so a team sees what its deploy did. Filters in the URL:
 * the period, one release (all by default: each release its own row, one under the other),
 * the device and how the page was rendered. Each value says its rating in words and how many
 * page views it rests on.
 */
export function PerformancePage() {
  const filters = usePerformanceFilters();
  const { period, device, render, release, change, clear, filtering } = filters;
  const summary = useWebVitalsSummary({ period, device, render });
  const data = summary.data;
  const allRows = useMemo(() => toPerformanceRows(data ?? []), [data]);
  const releases = useMemo(() => {
    const known = releasesOf(data ?? []);
    return release && !known.includes(release) ? [release, ...known] : known;
  }, [data, release]);
  const rows = release ? allRows.filter((row) => row.release === release) : allRows;
  const select = (name: FilterName) => (event: { target: { value: string } }) =>
    change(name, event.target.value);

  let content;
  if (summary.isError && !data) {
    content = (
      <ErrorBox role="alert">
        <span>{errorMessage(summary.error, PERFORMANCE_LOAD_ERROR)}</span>
        <Button
          variant="secondary"
          size="sm"
          loading={summary.isRefetching}
          onClick={() => void summary.refetch()}
        >
          Reintentar
        </Button>
      </ErrorBox>
    );
  } else if (!summary.isPending && rows.length === 0) {
    content = filtering ? (
      <EmptyState
        title="No hay mediciones con estos filtros"
        description="Prueba con otra versión, otro dispositivo o un periodo más largo."
        action={
          <Button variant="secondary" onClick={clear}>
            Limpiar filtros
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="Aún no hay mediciones"
        description="Los navegadores de los clientes envían sus mediciones al salir de cada página. Vuelve cuando la tienda haya tenido visitas en este periodo."
      />
    );
  } else {
    content = (
      <DataTable
        caption="Percentil 75 por ruta, app y versión"
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={summary.isPending}
      />
    );
  }

  return (
    <ListStack>
      <ListIntro>
        Las Core Web Vitals que miden los navegadores de los clientes, por ruta y app: el percentil
        75 de cada métrica. Elige una versión para ver qué cambió con un despliegue; con «Todas las
        versiones» cada versión es una fila.
      </ListIntro>
      <FilterBar role="group" aria-label="Filtros">
        <FilterField>
          Periodo
          <Select
            size="sm"
            value={period}
            onChange={select('period')}
            options={PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
          />
        </FilterField>
        <FilterField>
          Versión
          <Select
            size="sm"
            value={release}
            onChange={select('release')}
            options={[
              { value: '', label: 'Todas las versiones' },
              ...releases.map((value) => ({ value, label: value })),
            ]}
          />
        </FilterField>
        <FilterField>
          Dispositivo
          <Select size="sm" value={device} onChange={select('device')} options={DEVICE_OPTIONS} />
        </FilterField>
        <FilterField>
          Origen de la página
          <Select size="sm" value={render} onChange={select('render')} options={RENDER_OPTIONS} />
        </FilterField>
      </FilterBar>
      {content}
      <Thresholds />
    </ListStack>
  );
}
