export { createSupabaseClient, keyRole, type BonisClient, type SupabaseConnection } from './client';
export type { Database, Json } from './database.types';
