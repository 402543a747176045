import { z } from 'zod';

/** The database's limit of a note (`internal_notes.body`). */
export const NOTE_MAX = 2000;

export const NOTE_MESSAGES = {
  required: 'Escribe la nota',
  tooLong: 'Máximo 2.000 caracteres',
} as const;

/** A new internal note: 1 to 2.000 characters, trimmed (the database trims it too). */
export const noteSchema = z.object({
  body: z.string().trim().min(1, NOTE_MESSAGES.required).max(NOTE_MAX, NOTE_MESSAGES.tooLong),
});

export type NoteInput = z.input<typeof noteSchema>;
export type NoteValues = z.output<typeof noteSchema>;
