export {
  createBonisClient,
  createSupabaseClient,
  keyRole,
  type BonisClient,
  type BonisClientConfig,
  type SupabaseConnection,
} from './client';
export {
  Constants,
  type CompositeTypes,
  type Database,
  type Enums,
  type Json,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from './database.types';
export { getSupabase, provideSupabase } from './browser-client';
export { PRODUCT_IMAGES_BUCKET, productImageUrl } from './product-images';
export type * from './rows';
export type * from './rpc-results';
