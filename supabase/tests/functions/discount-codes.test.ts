import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, newCode, newProduct, newShopper } from '../support/db';
import {
  bonusState,
  cartOf,
  newUserBonus,
  ordersOf,
  placeOrder,
  placeOrderCall,
  previewCall,
  previewThenOrder,
  refusal,
  stockOf,
  useFreeShippingThreshold,
  usesOf,
  useTimeSlots,
} from '../support/checkout';

const INVALID = 'Código inválido - El código ingresado no es válido o ha expirado';

/** A shopper with one 30,000 COP product (stock 20) in the cart. */
async function shopperWithCart(price = 30_000) {
  const shopper = await newShopper();
  const product = await newProduct({ price, stock_quantity: 20 });
  await addToCart(shopper, product, 1);
  return { shopper, product };
}

describe('discount codes at checkout', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(9_000);
  });

  it('refuses an inactive, an expired, an exhausted and an unknown code with the invalid-code message, in preview and order alike', async () => {
    const { shopper, product } = await shopperWithCart();
    const codes = [
      await newCode({ type: 'percentage', value: 10, is_active: false }),
      await newCode({
        type: 'percentage',
        value: 10,
        expires_at: new Date(Date.now() - 86_400_000).toISOString(),
      }),
      await newCode({ type: 'percentage', value: 10, max_uses: 2, current_uses: 2 }),
    ];
    for (const code of [...codes, 'NOEXISTE123']) {
      expect(await refusal(previewCall(shopper, { slot, code }))).toMatchObject({
        message: INVALID,
      });
      expect(await refusal(placeOrderCall(shopper, { slot, code }))).toMatchObject({
        message: INVALID,
      });
    }
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await cartOf(shopper.id)).toEqual([{ product_id: product, quantity: 1 }]);
    expect(await Promise.all(codes.map(usesOf))).toEqual([0, 0, 2]);
  });

  it('accepts a code that expires in the future', async () => {
    const { shopper } = await shopperWithCart();
    const code = await newCode({
      type: 'percentage',
      value: 10,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const { quote } = await previewThenOrder(shopper, { slot, code });
    expect(quote.discount_amount).toBe(3_000);
  });

  it('accepts a code typed in lowercase with spaces, and stores it uppercased', async () => {
    const { shopper } = await shopperWithCart();
    const code = await newCode({ type: 'fixed', value: 5_000 });

    const { quote, order } = await previewThenOrder(shopper, {
      slot,
      code: `  ${code.toLowerCase()} `,
    });

    expect(quote).toMatchObject({ subtotal: 30_000, discount_amount: 5_000, total: 34_000 });
    expect(order.discount_code).toBe(code);
    expect(await usesOf(code)).toBe(1);
  });

  it('refuses a code whose minimum purchase the subtotal does not reach, naming the minimum', async () => {
    const { shopper } = await shopperWithCart(49_999);
    const code = await newCode({ type: 'percentage', value: 10, min_purchase: 50_000 });

    const refused = await refusal(placeOrderCall(shopper, { slot, code }));

    expect(refused.message).toBe(
      'Compra mínima no alcanzada - Este código requiere una compra mínima de $ 50.000',
    );
    expect(await usesOf(code)).toBe(0);
    expect(await ordersOf(shopper.id)).toEqual([]);
  });

  it('accepts a code when the subtotal is exactly its minimum purchase', async () => {
    const { shopper } = await shopperWithCart(50_000);
    const code = await newCode({ type: 'percentage', value: 10, min_purchase: 50_000 });
    const { quote } = await previewThenOrder(shopper, { slot, code });
    expect(quote).toMatchObject({ subtotal: 50_000, discount_amount: 5_000, total: 54_000 });
  });

  it('counts every use, and refuses the code once it reaches max_uses', async () => {
    const code = await newCode({ type: 'percentage', value: 10, max_uses: 5, current_uses: 3 });
    const first = await shopperWithCart();
    await placeOrder(first.shopper, { slot, code });
    expect(await usesOf(code)).toBe(4);
    const second = await shopperWithCart();
    await placeOrder(second.shopper, { slot, code });
    expect(await usesOf(code)).toBe(5);

    const third = await shopperWithCart();
    expect(await refusal(placeOrderCall(third.shopper, { slot, code }))).toMatchObject({
      message: INVALID,
    });
    expect(await usesOf(code)).toBe(5);
  });

  it('applies one discount at a time: a code together with a bonus is refused and nothing is spent', async () => {
    const { shopper, product } = await shopperWithCart();
    const code = await newCode({ type: 'percentage', value: 10 });
    const bonusId = await newUserBonus(shopper.id, 'discount', 10);

    for (const call of [
      previewCall(shopper, { slot, code, bonusId }),
      placeOrderCall(shopper, { slot, code, bonusId }),
    ]) {
      expect(await refusal(call)).toMatchObject({
        message: 'Solo puedes aplicar un descuento por pedido',
      });
    }
    expect(await usesOf(code)).toBe(0);
    expect(await bonusState(bonusId)).toEqual({ status: 'active', used: false });
    expect(await stockOf(product)).toEqual({ stock_quantity: 20, sales_count: 0 });
    expect(await ordersOf(shopper.id)).toEqual([]);
  });
});
