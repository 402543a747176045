import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

interface Product {
  name: string;
  price: number | null;
  active: boolean;
  note?: string | null;
}

const columns: CsvColumn<Product>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Precio', value: (row) => row.price },
  { header: 'Activo', value: (row) => row.active },
  { header: 'Nota', value: (row) => row.note },
];

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends every line with CRLF', () => {
    const csv = toCsv(columns, [{ name: 'Collar', price: 25000, active: true, note: 'Rojo' }]);
    expect(csv).toBe('\uFEFFNombre;Precio;Activo;Nota\r\nCollar;25.000;Sí;Rojo\r\n');
  });

  it('writes numbers the es-CO way: dots for thousands, a comma for decimals', () => {
    const csv = toCsv(
      [{ header: 'Valor', value: (row: { value: number }) => row.value }],
      [{ value: 1234567 }, { value: 1234567.5 }, { value: 0.25 }, { value: 999 }, { value: -4500 }],
    );
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '1.234.567',
      '1.234.567,5',
      '0,25',
      '999',
      '-4.500',
    ]);
  });

  it("writes booleans as 'Sí'/'No' and null or undefined as an empty cell", () => {
    const csv = toCsv(columns, [{ name: 'Arena', price: null, active: false, note: undefined }]);
    expect(csv.split('\r\n')[1]).toBe('Arena;;No;');
  });

  it('quotes cells holding the separator, quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(columns, [
      { name: 'Cama "XL"; azul', price: 1, active: true, note: 'línea 1\nlínea 2' },
      { name: 'Bebedero\r\nplus', price: 2, active: true, note: 'sin comillas, con coma' },
    ]);
    expect(csv).toBe(
      '\uFEFFNombre;Precio;Activo;Nota\r\n' +
        '"Cama ""XL""; azul";1;Sí;"línea 1\nlínea 2"\r\n' +
        '"Bebedero\r\nplus";2;Sí;sin comillas, con coma\r\n',
    );
  });

  it("prefixes text that starts with = + - @ with ' so no formula runs (CSV injection)", () => {
    const csv = toCsv(
      [{ header: 'Texto', value: (row: { text: string }) => row.text }],
      [
        { text: '=HYPERLINK("http://x","clic")' },
        { text: '+57 300' },
        { text: '-2' },
        { text: '@SUM(A1)' },
        { text: 'normal = texto' },
      ],
    );
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '"\'=HYPERLINK(""http://x"",""clic"")"',
      "'+57 300",
      "'-2",
      "'@SUM(A1)",
      'normal = texto',
    ]);
  });

  it('gives only the heading line for no rows', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFNombre;Precio;Activo;Nota\r\n');
  });
});

describe('csvFileName', () => {
  it("names the file with today's date in Bogotá", () => {
    // 03:00 UTC on the 28th is still the 27th in Bogotá
    expect(csvFileName('productos', new Date('2026-11-28T03:00:00Z'))).toBe(
      'productos-2026-11-27.csv',
    );
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a temporary <a download> pointing at a Blob URL, then frees it', async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:bonis/1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    downloadCsv('productos-2026-11-27.csv', '\uFEFFa;b\r\n');

    expect(clicks).toEqual([
      { href: 'blob:bonis/1', download: 'productos-2026-11-27.csv', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array((await created[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:bonis/1');
  });
});
