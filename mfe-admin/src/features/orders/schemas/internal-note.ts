import { z } from 'zod';
import { formatNumber } from '@bonis/design-system';

/** The database's limit on `internal_notes.body` (trimmed, 1 to 2000 characters). */
export const NOTE_MAX = 2000;

export const INTERNAL_NOTE_MESSAGES = {
  required: 'Escribe la nota',
  tooLong: `La nota admite hasta ${formatNumber(NOTE_MAX)} caracteres`,
} as const;

/** 'Notas internas': one note's text, trimmed, as the database keeps it. */
export const internalNoteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, INTERNAL_NOTE_MESSAGES.required)
    .max(NOTE_MAX, INTERNAL_NOTE_MESSAGES.tooLong),
});

export type InternalNoteInput = z.input<typeof internalNoteSchema>;
export type InternalNoteValues = z.output<typeof internalNoteSchema>;
