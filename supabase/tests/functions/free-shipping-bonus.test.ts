import { describe, expect, it } from 'vitest';
import { addToCart, newProduct, newShopper, setMembership } from '../support/db';
import {
  bonusState,
  newRouletteWin,
  newUserBonus,
  placeOrder,
  placeOrderCall,
  previewCall,
  refusal,
  useFreeShippingThreshold,
  useTimeSlots,
  winState,
} from '../support/checkout';

const ALREADY_FREE = 'Bono no aplicable - Tu pedido ya tiene envío gratis';

describe('a free-shipping bonus is only spent where shipping costs something', () => {
  useFreeShippingThreshold(100_000);
  const slot = useTimeSlots();

  it('refuses a free-shipping bonus on an order over the threshold, and the bonus stays active', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 120_000 }));
    const bonusId = await newUserBonus(shopper.id, 'free_shipping', 1);
    const choice = { slot: await slot(9_000), bonusId };
    expect((await refusal(previewCall(shopper, choice))).message).toBe(ALREADY_FREE);
    expect((await refusal(placeOrderCall(shopper, choice))).message).toBe(ALREADY_FREE);
    expect(await bonusState(bonusId)).toEqual({ status: 'active', used: false });
  });

  it('refuses a free-shipping roulette prize for a member, whose shipping is already free', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual');
    await addToCart(shopper, await newProduct({ price: 20_000 }));
    const { winId, bonusId } = await newRouletteWin(shopper.id, 'free_shipping', 1);
    const choice = { slot: await slot(9_000), winId };
    expect((await refusal(placeOrderCall(shopper, choice))).message).toBe(ALREADY_FREE);
    expect(await winState(winId)).toEqual({ redeemed: false, stamped: false });
    expect(await bonusState(bonusId)).toEqual({ status: 'active', used: false });
  });

  it('spends it on an order under the threshold: shipping 0, bonus used', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 20_000 }));
    const bonusId = await newUserBonus(shopper.id, 'free_shipping', 1);
    const order = await placeOrder(shopper, { slot: await slot(9_000), bonusId });
    expect(order).toMatchObject({ subtotal: 20_000, shipping_cost: 0, total: 20_000 });
    expect(await bonusState(bonusId)).toEqual({ status: 'used', used: true });
  });
});
