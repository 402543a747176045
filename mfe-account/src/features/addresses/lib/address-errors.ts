import { DB_MESSAGES, userErrorMessage } from '@bonis/supabase-client';

/** A write found no address to change: deleted meanwhile (another tab), or never the caller's. */
export class AddressGoneError extends Error {
  constructor() {
    super('The address is gone');
    this.name = 'AddressGoneError';
  }
}

export const ADDRESS_FAILURES = {
  save: 'No se pudo guardar la dirección',
  delete: 'No se pudo eliminar la dirección',
  setDefault: 'No se pudo cambiar la dirección predeterminada',
  load: 'No se pudieron cargar tus direcciones',
} as const;

/**
 * What a failed write of the address book says: the database's own Spanish message (the book is
 * full, …), 'El registro ya no existe; actualiza la lista' for an address that is gone, else the
 * screen's fallback.
 */
export function addressErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AddressGoneError) return DB_MESSAGES.recordGone;
  return userErrorMessage(error, fallback);
}
