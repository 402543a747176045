import { styled } from 'styled-components';
import {
  formatCOP,
  formatCompactCOP,
  formatDate,
  formatDecimal,
  formatMegabytes,
  formatNumber,
  formatPercent,
  formatPhone,
  slugify,
} from '../formatters';
import { vars } from '../tokens';

/**
 * Live examples for docs/formatters.mdx: each row calls the real formatter, so the page shows
 * what the code returns today.
 */

interface Example {
  call: string;
  result: string;
}

const EXAMPLES: Record<
  'cop' | 'number' | 'decimal' | 'percent' | 'size' | 'date' | 'slug' | 'phone',
  Example[]
> = {
  cop: [
    { call: 'formatCOP(25000)', result: formatCOP(25000) },
    { call: 'formatCOP(1299900)', result: formatCOP(1299900) },
    { call: "formatCOP('89900.6')", result: formatCOP('89900.6') },
    { call: 'formatCOP(null)', result: formatCOP(null) },
    {
      call: 'formatCOP(8000.5, { keepCents: true })',
      result: formatCOP(8000.5, { keepCents: true }),
    },
    { call: 'formatCompactCOP(1300000)', result: formatCompactCOP(1300000) },
  ],
  number: [{ call: 'formatNumber(1500)', result: formatNumber(1500) }],
  decimal: [
    { call: 'formatDecimal(1234.5)', result: formatDecimal(1234.5) },
    { call: 'formatDecimal(100, 2, 1)', result: formatDecimal(100, 2, 1) },
  ],
  percent: [
    { call: 'formatPercent(12.5)', result: formatPercent(12.5) },
    {
      call: 'formatPercent(33.333, { maximumFractionDigits: 1 })',
      result: formatPercent(33.333, { maximumFractionDigits: 1 }),
    },
    { call: 'formatPercent(15, { spaced: false })', result: formatPercent(15, { spaced: false }) },
  ],
  size: [{ call: 'formatMegabytes(1572864)', result: formatMegabytes(1572864) }],
  date: [
    { call: "formatDate('2026-11-21')", result: formatDate('2026-11-21') },
    { call: "formatDate('2026-11-21', 'short')", result: formatDate('2026-11-21', 'short') },
    {
      call: "formatDate('2026-11-21T20:05:00Z', 'datetime')",
      result: formatDate('2026-11-21T20:05:00Z', 'datetime'),
    },
    { call: "formatDate('no es una fecha')", result: formatDate('no es una fecha') },
  ],
  slug: [
    { call: "slugify('Alimento para Perros!')", result: slugify('Alimento para Perros!') },
    { call: "slugify('Juguetes  y  Accesorios')", result: slugify('Juguetes  y  Accesorios') },
    {
      call: "slugify('Ñam Ñam: Galletas de Pollo')",
      result: slugify('Ñam Ñam: Galletas de Pollo'),
    },
  ],
  phone: [
    { call: "formatPhone('3001234567')", result: formatPhone('3001234567') },
    { call: "formatPhone('+573001234567')", result: formatPhone('+573001234567') },
    { call: "formatPhone('57 300 123 4567')", result: formatPhone('57 300 123 4567') },
    { call: "formatPhone(' 601 555 ')", result: formatPhone(' 601 555 ') },
  ],
};

const Table = styled.table`
  width: 100%;
  margin: ${vars.space[4]} 0 ${vars.space[6]};
  border-collapse: collapse;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
  }
  output {
    font-weight: 700;
  }
`;

/** A table of calls and what they return, for one formatter. */
export function FormatterExamples({ of }: { of: keyof typeof EXAMPLES }) {
  return (
    <Table className="sb-unstyled">
      <thead>
        <tr>
          <th scope="col">call</th>
          <th scope="col">returns</th>
        </tr>
      </thead>
      <tbody>
        {EXAMPLES[of].map(({ call, result }) => (
          <tr key={call}>
            <td>
              <code>{call}</code>
            </td>
            <td>
              <output>{JSON.stringify(result)}</output>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
