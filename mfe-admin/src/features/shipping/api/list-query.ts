/** Rows `from`..`to` of a list (0-based, inclusive, as supabase-js `.range`). */
export interface RowRange {
  from: number;
  to: number;
}

/** The status filter (the URL's `status`; '' is every row). */
export const ACTIVE_STATUSES = ['', 'active', 'inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** The URL's status as a filter ('' for a missing or unknown value). */
export const toActiveStatus = (value: string | undefined): ActiveStatus =>
  ACTIVE_STATUSES.find((status) => status === value) ?? '';

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
