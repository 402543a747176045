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
export {
  IMAGE_QUALITY,
  PRODUCT_IMAGES_BUCKET,
  PRODUCT_IMAGE_WIDTHS,
  THUMBNAIL_IMAGE_WIDTHS,
  configureImageTransformations,
  imageTransformationsEnabled,
  productImageSources,
  productImageUrl,
  type ImageSources,
  type ImageSourcesOptions,
} from './product-images';
export type * from './rows';
export type * from './rpc-results';

// The store's vocabulary (HOUSE-STYLE "One word, one place"): status labels and tones, Bogotá's
// days, which database error a user sees, the database's Spanish messages. Money, number and
// percent formats are the design system's formatters.
export {
  BONUS_STATUS_LABELS,
  BONUS_STATUS_TONES,
  GIFT_PURCHASE_STATE_LABELS,
  GIFT_PURCHASE_STATE_TONES,
  MEMBERSHIP_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  PAYMENT_ATTEMPT_LABELS,
  PAYMENT_ATTEMPT_TONES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
  POINTS_MOVEMENT_LABELS,
  POINTS_MOVEMENT_TONES,
  REDEMPTION_STATUS_LABELS,
  REDEMPTION_STATUS_TONES,
  bonusStatusLabel,
  bonusStatusTone,
  giftItemLabel,
  giftPurchaseState,
  giftPurchaseStateLabel,
  giftPurchaseStateTone,
  membershipLabel,
  orderStatusLabel,
  orderStatusTone,
  paymentAttemptLabel,
  paymentAttemptOutcome,
  paymentAttemptTone,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  pointsMovementLabel,
  pointsMovementTone,
  redemptionStatusLabel,
  redemptionStatusTone,
  type GiftPurchaseState,
  type PaymentAttemptOutcome,
  type StatusTone,
} from './vocabulary/status';
export {
  BOGOTA_TIME_ZONE,
  BOGOTA_UTC_OFFSET,
  addCalendarDays,
  bogotaDateOf,
  endOfBogotaDayInclusive,
  isCalendarDay,
  startOfBogotaDay,
  startOfNextBogotaDay,
  todayInBogota,
} from './vocabulary/bogota-day';
export { raisedMessage, userErrorMessage } from './vocabulary/user-error';
export {
  DB_MESSAGES,
  DB_MESSAGE_TEMPLATES,
  fillDbMessage,
  giftRedeemableFromMessage,
  includedInPlanMessage,
  insufficientStockMessage,
  isDbMessage,
  minimumPurchaseMessage,
  missingPointsMessage,
  type DbMessage,
  type DbMessageKey,
  type DbMessageTemplateKey,
} from './vocabulary/messages';
export { COLOMBIA, citiesOf, type Department } from './vocabulary/colombia';
