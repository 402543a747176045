const dateTime = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Bogota',
});

/**
 * A moment as a spreadsheet reads it, in Bogotá time: `21/11/2026, 15:05` (the CSV export; the
 * screen uses the design system's `formatDate(…, 'datetime')`).
 */
export function formatDateTimeNumeric(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const time = new Intl.DateTimeFormat('es-CO', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** The time of a moment in Bogotá, as the store writes it: `3:05 p. m.` */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}
