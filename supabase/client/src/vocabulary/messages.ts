/**
 * Every Spanish message the database's functions give the user, by what it says: the ones they
 * raise (`private.fail(…)`, `raise exception using message = …`; shown through
 * `userErrorMessage`) and the ones they answer with (`'message'` in the JSON of `redeem_gift`,
 * `membership_purchase_quote` and the sign-up hook). A screen that shows, compares or tests one
 * of them imports it from here instead of typing it again. `messages.test.ts` checks the
 * catalogue against supabase/migrations both ways (each message here is given by a current
 * function; each one a current function gives is here), and `messages-in-apps.test.ts` fails
 * when an app types one of them as a literal.
 *
 * Messages 'Título - Descripción' are shown as a toast's title and description (`splitMessage`).
 */
export const DB_MESSAGES = {
  // signed out or not allowed (42501)
  signInRequired: 'Debes iniciar sesión',
  signInToAddToCart: 'Debes iniciar sesión para agregar productos al carrito',
  signInToSaveFavorites: 'Debes iniciar sesión para guardar favoritos',
  signInToRedeemRewards: 'Debes iniciar sesión para canjear premios',
  signInToSpin: 'Inicia sesión para usar la ruleta',
  signInToBuyGift: 'Inicia sesión - Debes iniciar sesión para comprar un regalo',
  notAuthorized: 'No autorizado',

  // the store
  storeInMaintenance: 'La tienda está en mantenimiento. Vuelve pronto.',
  registrationsClosed: 'Los registros están cerrados por ahora',
  tooManyTries: 'Demasiados intentos - Espera un momento e inténtalo de nuevo',

  // cart and favourites
  invalidQuantity: 'La cantidad debe ser un número entero mayor o igual a 1',
  productNotFound: 'Producto no encontrado',
  productSoldOut: 'Producto agotado',
  productNotInCart: 'El producto no está en tu carrito',

  // checkout: the order form, discount codes, bonuses and prizes
  cartEmpty: 'Tu carrito está vacío',
  incompleteFields: 'Campos incompletos - Por favor completa todos los campos requeridos',
  invalidPhone: 'Teléfono inválido - El teléfono debe tener 10 dígitos',
  invalidEmail: 'Email inválido - Por favor ingresa un email válido',
  shippingRequired: 'Selecciona envío - Por favor selecciona una opción de envío',
  paymentMethodRequired: 'Selecciona pago - Por favor selecciona un método de pago',
  deliverySlotPassed: 'Horario no disponible - Esa franja de hoy ya pasó, elige otra',
  oneDiscountPerOrder: 'Solo puedes aplicar un descuento por pedido',
  invalidCode: 'Código inválido - El código ingresado no es válido o ha expirado',
  firstPurchaseOnlyCode: 'Código no aplicable - Este código es solo para tu primera compra',
  bonusUnavailable: 'Bono no disponible - El bono ya fue usado o ha expirado',
  bonusNotADiscount: 'Bono no aplicable - Este bono no se puede usar como descuento',
  bonusFreeShippingAlready: 'Bono no aplicable - Tu pedido ya tiene envío gratis',
  prizeUnavailable: 'Premio no disponible - El premio ya fue usado o ha expirado',

  // payments (orders, memberships, gifts)
  incompleteCardFields: 'Campos incompletos - Por favor completa todos los campos de la tarjeta',
  incompletePseFields: 'Campos incompletos - Por favor completa todos los campos de PSE',
  invalidCardExpiry: 'Fecha inválida - Revisa el mes y el año de vencimiento',
  orderNotFound: 'Pedido no encontrado',
  paymentNotFound: 'Pago no encontrado',
  membershipNotFound: 'Membresía no encontrada',
  giftNotFound: 'Regalo no encontrado',
  paymentFailed: 'Error - No se pudo procesar el pago',
  cashOnDelivery: 'Pago contra entrega - Este pedido se paga al recibirlo',
  orderPaymentExpired: 'Pedido vencido - El tiempo para pagar este pedido terminó',
  orderNotCancellable: 'Este pedido ya no se puede cancelar: ya se está preparando o va en camino',
  reactivationCodeUsedUp:
    'El código de descuento del pedido ya se agotó: no se puede reactivar el pedido',
  reactivationBonusUsed:
    'El bono del pedido ya se usó en otro pedido: no se puede reactivar el pedido',
  reactivationPrizeUsed:
    'El premio del pedido ya se usó en otro pedido: no se puede reactivar el pedido',
  addressBookFull: 'Puedes guardar hasta 10 direcciones',
  addressOwnerFixed: 'No se puede cambiar el dueño de una dirección',
  planChanged: 'El plan cambió; vuelve a elegirlo',
  membershipPurchaseExpired: 'La compra expiró - Vuelve a elegir el plan',
  giftPurchaseExpired: 'La compra expiró - Vuelve a comprar el regalo',

  // memberships
  membershipActivationFailed: 'Error al activar la membresía - Por favor intenta de nuevo',
  currentPlan: 'Plan actual - Ya tienes esta membresía activa',

  // gifts: buying one, and redeeming its code
  giftFieldsRequired: 'Error - Por favor completa todos los campos requeridos',
  giftRecipientNameTooLong: 'El nombre del destinatario no puede superar 120 caracteres',
  giftInvalidPhone: 'Teléfono inválido - Ingresa solo números (7 a 20 dígitos)',
  giftMessageTooLong: 'El mensaje no puede superar 500 caracteres',
  giftDeliveryDateInPast: 'La fecha de entrega no puede ser anterior a hoy',
  giftCodeInvalid: 'Código inválido - Revisa el código de tu regalo',
  giftAlreadyRedeemed: 'Regalo ya canjeado - Este código ya fue usado',
  giftRedeemTooManyTries: 'Demasiados intentos - Intenta de nuevo en una hora',
  giftBoughtByYou: 'No puedes canjear un regalo que compraste',

  // points, the bonus store, rewards and the roulette
  insufficientPoints: 'Puntos insuficientes',
  pointsHistoryReadOnly: 'El historial de puntos no se puede modificar',
  bonusPurchaseUnavailable: 'Error al comprar bono - El bono no está disponible',
  rewardUnavailable: 'Error al canjear premio - El premio no está disponible',
  rewardNeedsHigherMembership: 'Premio no disponible - Este premio requiere una membresía superior',
  rewardSoldOut: 'Premio agotado - Este premio ya no tiene unidades disponibles',
  noPrizesAvailable: 'No hay premios disponibles',
  spinNeedsPoints: 'Puntos insuficientes - Necesitas 100 puntos para girar',

  // the newsletter
  newsletterEmailRequired: 'Por favor ingresa tu email',
  newsletterEmailInvalid: 'Por favor ingresa un email válido',
  newsletterSourceInvalid: 'Origen de suscripción no válido',
  newsletterAlreadySubscribed: 'Este email ya está suscrito al newsletter',
  newsletterUnavailable: 'El newsletter no está disponible en este momento',

  // the admin
  ownAdminRole: 'No puedes cambiar tu propio rol de administrador',
  ownAccountDelete: 'No puedes eliminar tu propia cuenta',
  statusOnly: 'Solo se puede cambiar el estado',
  orderStatusesOnly: 'Solo se pueden cambiar el estado y el estado del pago',
  notEnoughStockToReactivate: 'No hay stock suficiente para reactivar el pedido',
  probabilitySumExceeded: 'La suma de probabilidades no puede exceder 100%',
  productPrizesUnavailable: 'Los premios de tipo producto no están disponibles',
  productInOpenOrders: 'No se puede eliminar: el producto está en pedidos abiertos',
  planHeldByCustomers: 'No se puede eliminar: hay clientes con esta membresía',
  generalCategoryUndeletable: 'La categoría General no se puede eliminar',
  recordGone: 'El registro ya no existe; actualiza la lista',
  cannotDeleteThisKind: 'No se puede eliminar este tipo de registro',
  cannotRestoreThisKind: 'No se puede restaurar este tipo de registro',

  // the back office's roles and operations (issue 38)
  staffCannotEditUsers: 'El rol Personal no puede editar usuarios',
  staffCannotChangeSettings: 'El rol Personal no puede cambiar la configuración',
  staffCannotManageCodes: 'El rol Personal no puede gestionar códigos de descuento',
  staffOnlyStockAndActive:
    'El rol Personal solo puede cambiar el stock y si un producto está activo',
  staffCannotChangePlans: 'El rol Personal no puede cambiar las membresías',
  staffCannotChange: 'El rol Personal no puede hacer este cambio',
  staffCannotRefund: 'El rol Personal no puede reembolsar pagos',
  staffCannotAct: 'El rol Personal no puede hacer esta acción',
  reasonRequired: 'Escribe el motivo (al menos 3 caracteres)',
  pointsAdjustmentZero: 'Escribe una cantidad de puntos distinta de cero',
  pointsAdjustmentTooLarge: 'El ajuste admite hasta 1.000.000 puntos',
  customerGone: 'El cliente ya no existe',
  redemptionNoteTooLong: 'La nota admite hasta 500 caracteres',
  redemptionGone: 'El canje ya no existe',
  redemptionAlreadyDelivered: 'Este canje ya fue entregado',
  redemptionWasCancelled: 'Este canje fue cancelado',
  redemptionAlreadyCancelled: 'Este canje ya fue cancelado',
  rewardHasPendingRedemptions:
    'No se puede eliminar: el premio tiene canjes pendientes. Desactívalo en su lugar',
  giftGone: 'El regalo ya no existe',
  giftUnpaidOrVoid: 'Este regalo no está pagado o fue anulado',
  giftRedeemedCannotResend: 'Este regalo ya fue canjeado',
  giftRedeemedCannotVoid: 'Este regalo ya fue canjeado: no se puede anular',
  giftVoidOnlyPaidUnredeemed: 'Solo se puede anular un regalo pagado y sin canjear',
  bonusGone: 'El bono ya no existe',
  bonusAlreadyUsed: 'Este bono ya fue usado',
  bonusAlreadyVoid: 'Este bono ya fue anulado',
  bonusExpired: 'Este bono ya venció',
  bonusWasVoided: 'Este bono fue anulado',
  bonusExpiryNotLater: 'La nueva fecha de vencimiento debe ser posterior a la actual',
  bonusExtensionTooFar: 'Se puede extender hasta un año desde hoy',
  carrierRequired: 'Elige una transportadora',
  trackingNumberInvalid: 'Escribe un número de guía válido: de 4 a 40 letras, números o guiones',
  orderGone: 'El pedido ya no existe',
  orderCancelledCannotShip: 'No se puede enviar un pedido cancelado',
  orderAlreadyDelivered: 'Este pedido ya fue entregado',
  orderNotPaidYet: 'Este pedido aún no está pagado',
  orderNotShipped: 'Solo un pedido enviado se puede marcar como entregado',
  dashboardRangeRequired: 'Elige el día inicial y el día final del periodo',
  dashboardRangeReversed: 'El día inicial no puede ser posterior al día final',
  dashboardRangeTooLong: 'El periodo puede tener hasta 366 días',

  // real-user vitals (issue 40): what `record_web_vitals` refuses; browsers send the batch, no
  // shopper reads these, but a developer reading the answer does
  webVitalsBatchInvalid: 'Lote de mediciones no válido',
  webVitalsBatchSize: 'Un lote trae de 1 a 20 mediciones',
  webVitalsPageViewInvalid: 'Identificador de vista de página no válido',
  webVitalsDeviceInvalid: 'Tipo de dispositivo no válido (mobile o desktop)',
  webVitalsReleasesInvalid: 'Versiones no válidas: hasta 6 apps, cada una con su versión',
  webVitalsMetricInvalid: 'Métrica no válida (LCP, INP, CLS, TTFB o FCP)',
  webVitalsValueInvalid: 'Valor de medición no válido',
  webVitalsRouteInvalid:
    'Ruta no válida: se espera un patrón como /product/:id, nunca una URL concreta',
  webVitalsRemoteInvalid: 'App no válida (catalog, checkout, loyalty, account, admin o shell)',
  webVitalsRenderInvalid: 'Origen de la página no válido (server, cache o browser)',
  webVitalsNavigationInvalid: 'Tipo de navegación no válido',
  webVitalsPageViewFull: 'Esta vista de página ya envió todas sus mediciones',
  webVitalsTooMany: 'Demasiadas mediciones - Se aceptan de nuevo en un minuto',
} as const;

export type DbMessageKey = keyof typeof DB_MESSAGES;
export type DbMessage = (typeof DB_MESSAGES)[DbMessageKey];

/**
 * The messages with a part the function fills in, as its `format('…%s…', …)` (or `'…' || x ||
 * '…'`) writes them: each `%s` is one value. Build them with the functions below.
 */
export const DB_MESSAGE_TEMPLATES = {
  minimumPurchase: 'Compra mínima no alcanzada - Este código requiere una compra mínima de %s',
  insufficientStock: 'Stock insuficiente - No hay suficientes unidades de %s',
  missingPoints: 'Puntos insuficientes - Necesitas %s %s más',
  includedInPlan: 'Incluido en tu plan - Tu membresía %s ya incluye este plan',
  giftRedeemableFrom: 'Este regalo se podrá canjear desde el %s',
  reasonTooLong: 'El motivo admite hasta %s caracteres',
  pointsAdjustmentBelowZero: 'El ajuste dejaría el saldo en negativo: el cliente tiene %s puntos',
  giftSendsOn: 'El regalo se enviará el %s',
} as const;

export type DbMessageTemplateKey = keyof typeof DB_MESSAGE_TEMPLATES;

/** A template with its `%s` filled in, in order. */
export function fillDbMessage(template: string, ...values: readonly (string | number)[]): string {
  let index = 0;
  return template.replace(/%s/g, () => String(values[index++] ?? ''));
}

/** `check_code_for`: the code needs a larger order; `amount` as the database writes it ('$ 50.000'). */
export const minimumPurchaseMessage = (amount: string) =>
  fillDbMessage(DB_MESSAGE_TEMPLATES.minimumPurchase, amount);

/** `place_order`: a cart line asks for more units than the product has. */
export const insufficientStockMessage = (productName: string) =>
  fillDbMessage(DB_MESSAGE_TEMPLATES.insufficientStock, productName);

/** `redeem_reward`: 'Puntos insuficientes - Necesitas 1 punto más', '… 250 puntos más'. */
export const missingPointsMessage = (missing: number) =>
  fillDbMessage(DB_MESSAGE_TEMPLATES.missingPoints, missing, missing === 1 ? 'punto' : 'puntos');

/** A membership sale refused: the running plan ('VIP', 'Premium', …) already includes it. */
export const includedInPlanMessage = (membershipName: string) =>
  fillDbMessage(DB_MESSAGE_TEMPLATES.includedInPlan, membershipName);

/** `redeem_gift` before its delivery date: `date` as the database writes it ('9 de diciembre de 2026'). */
export const giftRedeemableFromMessage = (date: string) =>
  fillDbMessage(DB_MESSAGE_TEMPLATES.giftRedeemableFrom, date);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TEMPLATE_PATTERNS = Object.values(DB_MESSAGE_TEMPLATES).map(
  (template) => new RegExp(`^${template.split('%s').map(escape).join('.+')}$`),
);
const FIXED: ReadonlySet<string> = new Set(Object.values(DB_MESSAGES));

/** Whether `text` is one of the database's messages (a fixed one, or a template filled in). */
export function isDbMessage(text: string): boolean {
  return FIXED.has(text) || TEMPLATE_PATTERNS.some((pattern) => pattern.test(text));
}
