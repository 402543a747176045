import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '@bonis/test-utils';
import { ToastProvider, toast } from '@bonis/design-system';
import { CsvExportButton } from './csv-export-button';
import type { CsvColumn } from './csv';

interface Subscriber {
  email: string;
  used: boolean;
}

const columns: CsvColumn<Subscriber>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Descuento usado', value: (row) => row.used },
];

const subscribers = (count: number, offset = 0): Subscriber[] =>
  Array.from({ length: count }, (_, i) => ({
    email: `s${offset + i}@correo.co`,
    used: i % 2 === 0,
  }));

let blobs: Blob[];
let downloads: string[];
beforeEach(() => {
  blobs = [];
  downloads = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:bonis/csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.restoreAllMocks();
});

describe('CsvExportButton', () => {
  it('reads the whole list 1000 rows at a time and downloads it as one CSV', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(async (from: number) => subscribers(from === 2000 ? 5 : 1000, from));
    render(
      <ToastProvider>
        <CsvExportButton fileName="suscriptores" columns={columns} fetchPage={fetchPage} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(await screen.findByText('Exportación lista')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2.005 filas');
    expect(fetchPage.mock.calls).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^suscriptores-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = String(await blobs[0]?.text());
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Email;Descuento usado');
    expect(lines[1]).toBe('s0@correo.co;Sí');
    expect(lines).toHaveLength(2005 + 2);
  });

  it("shows 'Exportando…' and is disabled while it reads", async () => {
    const user = userEvent.setup();
    const page = deferred<Subscriber[]>();
    render(<CsvExportButton fileName="x" columns={columns} fetchPage={() => page.promise} />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(screen.getByRole('button', { name: 'Exportando…' })).toBeDisabled();
    await act(async () => page.resolve(subscribers(2)));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it("says 'No se pudo exportar' and downloads nothing when a page fails", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <CsvExportButton
          fileName="x"
          columns={columns}
          fetchPage={() => Promise.reject(new Error('network'))}
        />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo exportar');
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });
});
