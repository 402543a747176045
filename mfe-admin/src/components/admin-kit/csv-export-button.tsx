import { useState } from 'react';
import { Button, formatNumber, toast } from '@bonis/design-system';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

/** Rows per request while exporting (PostgREST's usual max-rows). */
export const CSV_PAGE_SIZE = 1000;

export interface CsvExportButtonProps<Row> {
  /** File name without date or extension: 'productos' → productos-2026-11-27.csv. */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /**
   * Rows `from`..`to` (0-based, inclusive, like supabase-js `.range`) of the current filtered
   * and sorted list; called with 0–999, 1000–1999… until a page comes back short.
   */
  fetchPage: (from: number, to: number) => Promise<Row[]>;
  /** Default 'Exportar CSV'. */
  label?: string;
  /** The success toast's title. Default 'Exportación lista'. */
  successMessage?: string;
  disabled?: boolean;
}

/**
 * Exports the whole filtered list as CSV (see `toCsv`): reads it 1000 rows at a time, then
 * downloads `<fileName>-YYYY-MM-DD.csv`. 'Exportando…' (disabled) meanwhile; then a toast
 * 'Exportación lista' with the row count, or 'No se pudo exportar'.
 */
export function CsvExportButton<Row>({
  fileName,
  columns,
  fetchPage,
  label = 'Exportar CSV',
  successMessage = 'Exportación lista',
  disabled = false,
}: CsvExportButtonProps<Row>) {
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const rows: Row[] = [];
      for (let from = 0; ; from += CSV_PAGE_SIZE) {
        const page = await fetchPage(from, from + CSV_PAGE_SIZE - 1);
        rows.push(...page);
        if (page.length < CSV_PAGE_SIZE) break;
      }
      downloadCsv(csvFileName(fileName), toCsv(columns, rows));
      toast.success(successMessage, {
        description: rows.length === 1 ? '1 fila' : `${formatNumber(rows.length)} filas`,
      });
    } catch {
      toast.error('No se pudo exportar', { description: 'Inténtalo de nuevo en un momento.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="secondary"
      disabled={disabled || exporting}
      aria-busy={exporting || undefined}
      onClick={() => void run()}
    >
      {exporting ? 'Exportando…' : label}
    </Button>
  );
}
