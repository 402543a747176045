/**
 * Types of the Boñis database. Placeholder until the schema lands (issue: the store's schema);
 * from then on this file is generated from supabase/migrations by a script and checked in CI.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export interface Database {
  public: {
    Tables: Record<never, never>;
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}
