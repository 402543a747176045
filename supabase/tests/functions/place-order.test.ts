import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  address,
  anonClient,
  lit,
  newProduct,
  newShopper,
  putInCart,
  sql,
} from '../support/db';
import {
  bogotaDate,
  cartOf,
  orderItems,
  ordersOf,
  placeOrder,
  placeOrderCall,
  preview,
  refusal,
  sqlOne,
  stockOf,
  useFreeShippingThreshold,
  useTimeSlots,
} from '../support/checkout';

describe('place_order: stock', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(10_000);
  });

  it('refuses more units than in stock, naming the product, and writes nothing', async () => {
    const shopper = await newShopper();
    const plenty = await newProduct({ price: 10_000, stock_quantity: 50 });
    const scarce = await newProduct({ price: 20_000, stock_quantity: 2 });
    await addToCart(shopper, plenty, 4);
    // 3 units of a product with 2 left: the stock fell after they were added.
    await putInCart(shopper.id, scarce, 3);
    const { name } = await sqlOne<{ name: string }>(
      `select name from public.products where id = ${lit(scarce)}`,
    );

    const refused = await refusal(placeOrderCall(shopper, { slot }));

    expect(refused.message).toBe(`Stock insuficiente - No hay suficientes unidades de ${name}`);
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await stockOf(plenty)).toEqual({ stock_quantity: 50, sales_count: 0 });
    expect(await stockOf(scarce)).toEqual({ stock_quantity: 2, sales_count: 0 });
    expect(await cartOf(shopper.id)).toEqual(
      [
        { product_id: plenty, quantity: 4 },
        { product_id: scarce, quantity: 3 },
      ].sort((a, b) => a.product_id.localeCompare(b.product_id)),
    );
  });

  it('takes exactly the ordered quantities off the stock and adds them to sales_count', async () => {
    const shopper = await newShopper();
    const some = await newProduct({ price: 10_000, stock_quantity: 10 });
    const all = await newProduct({ price: 20_000, stock_quantity: 5 });
    await addToCart(shopper, some, 3);
    await addToCart(shopper, all, 5);

    await placeOrder(shopper, { slot });

    expect(await stockOf(some)).toEqual({ stock_quantity: 7, sales_count: 3 });
    expect(await stockOf(all)).toEqual({ stock_quantity: 0, sales_count: 5 });
  });

  it('refuses a cart holding a product that was deactivated after it was added', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000, stock_quantity: 10 });
    await addToCart(shopper, product, 1);
    const { name } = await sqlOne<{ name: string }>(
      `update public.products set is_active = false where id = ${lit(product)} returning name`,
    );

    const refused = await refusal(placeOrderCall(shopper, { slot }));

    // An inactive product counts as having no units to sell.
    expect(refused.message).toBe(`Stock insuficiente - No hay suficientes unidades de ${name}`);
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await stockOf(product)).toEqual({ stock_quantity: 10, sales_count: 0 });
    expect(await cartOf(shopper.id)).toEqual([{ product_id: product, quantity: 1 }]);
  });
});

describe('place_order: the order', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  let slot: string;
  let slotName: string;
  beforeAll(async () => {
    slot = await newSlot(10_000);
    const row = await sqlOne<{ time_range: string }>(
      `select time_range from public.shipping_time_ranges where id = ${lit(slot)}`,
    );
    slotName = row.time_range;
  });

  it('creates a pending order numbered BON- plus 13 digits, with the form, slot and payment method, and empties the cart', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 15_000 });
    await addToCart(shopper, product, 2);
    const deliveryDate = bogotaDate(1);

    const order = await placeOrder(shopper, {
      slot,
      payment: 'online',
      deliveryDate,
      form: address({ notes: 'Timbre dañado' }),
    });

    expect(order.order_number).toMatch(/^BON-\d{13}$/);
    expect(order).toMatchObject({
      user_id: shopper.id,
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'online',
      subtotal: 30_000,
      shipping_cost: 10_000,
      total: 40_000,
      shipping_time_range_id: slot,
      delivery_date: deliveryDate,
      membership_type: 'regular',
      points_earned: 0,
      paid_at: null,
    });
    expect(order.shipping_address).toEqual({
      firstName: 'Ana',
      lastName: 'Gómez',
      countryCode: '+57',
      phone: '3001234567',
      email: 'ana@example.com',
      address: 'Calle 80 # 10-20',
      city: 'Bogotá',
      department: 'Bogotá D.C.',
      shippingOption: slotName,
      deliveryDate,
      notes: 'Timbre dañado',
    });
    expect(await cartOf(shopper.id)).toEqual([]);
    const { data: mine } = await shopper.client.from('orders').select('id');
    expect(mine).toEqual([{ id: order.id }]);
  });

  it('keeps the names and unit prices of the items as they were when ordered', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 15_000 });
    await addToCart(shopper, product, 2);
    const { name } = await sqlOne<{ name: string }>(
      `select name from public.products where id = ${lit(product)}`,
    );

    const order = await placeOrder(shopper, { slot });
    await sql(
      `update public.products set name = 'Renombrado', price = 99000 where id = ${lit(product)}`,
    );

    expect(await orderItems(order.id)).toEqual([
      {
        product_id: product,
        product_name: name,
        product_price: 15_000,
        quantity: 2,
        total: 30_000,
      },
    ]);
  });

  it('gives every order its own number', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const shopper = await newShopper();
      await addToCart(shopper, await newProduct({ price: 1_000 }), 1);
      numbers.push((await placeOrder(shopper, { slot })).order_number);
    }
    expect(new Set(numbers).size).toBe(3);
  });

  it('checks the form in the spec order: fields, phone, email, shipping, payment', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 15_000 });
    await addToCart(shopper, product, 1);
    const attempt = async (choice: Parameters<typeof placeOrderCall>[1]) =>
      (await refusal(placeOrderCall(shopper, choice))).message;

    // Everything wrong at once, then fixed one rule at a time.
    const broken = {
      form: address({ city: '', phone: '300123456', email: 'ana.example.com' }),
      slot: null,
      payment: 'credit_card',
    };
    expect(await attempt(broken)).toBe(
      'Campos incompletos - Por favor completa todos los campos requeridos',
    );
    const phoneWrong = {
      ...broken,
      form: address({ phone: '300123456', email: 'ana.example.com' }),
    };
    expect(await attempt(phoneWrong)).toBe('Teléfono inválido - El teléfono debe tener 10 dígitos');
    const emailWrong = { ...phoneWrong, form: address({ email: 'ana.example.com' }) };
    expect(await attempt(emailWrong)).toBe('Email inválido - Por favor ingresa un email válido');
    const slotMissing = { ...emailWrong, form: address() };
    expect(await attempt(slotMissing)).toBe(
      'Selecciona envío - Por favor selecciona una opción de envío',
    );
    const paymentWrong = { ...slotMissing, slot };
    expect(await attempt(paymentWrong)).toBe(
      'Selecciona pago - Por favor selecciona un método de pago',
    );
    expect(await attempt({ ...paymentWrong, payment: null })).toBe(
      'Selecciona pago - Por favor selecciona un método de pago',
    );

    expect(await ordersOf(shopper.id)).toEqual([]);
    await placeOrder(shopper, { ...paymentWrong, payment: 'cash' });
    expect(await ordersOf(shopper.id)).toHaveLength(1);
  });

  it('requires each of first name, last name, phone, email, address, city and department', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 15_000 }), 1);
    for (const field of [
      'firstName',
      'lastName',
      'phone',
      'email',
      'address',
      'city',
      'department',
    ]) {
      const refused = await refusal(
        placeOrderCall(shopper, { slot, form: address({ [field]: '   ' }) }),
      );
      expect(refused.message, field).toBe(
        'Campos incompletos - Por favor completa todos los campos requeridos',
      );
    }
    expect(
      (await refusal(placeOrderCall(shopper, { slot, form: null }))).message,
      'no form at all',
    ).toBe('Campos incompletos - Por favor completa todos los campos requeridos');
  });

  it('takes a +57 phone only with exactly 10 digits, and another country code with up to 10', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 15_000 }), 1);
    for (const phone of ['300123456', '30012345678', '300-123-456']) {
      const refused = await refusal(placeOrderCall(shopper, { slot, form: address({ phone }) }));
      expect(refused.message, phone).toBe('Teléfono inválido - El teléfono debe tener 10 dígitos');
    }
    const order = await placeOrder(shopper, {
      slot,
      form: address({ countryCode: '+34', phone: '612345678' }),
    });
    expect(order.shipping_address).toMatchObject({ countryCode: '+34', phone: '612345678' });
  });

  it('refuses a delivery day outside the four days offered (today to today + 3)', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 15_000 }), 1);
    for (const deliveryDate of [bogotaDate(-1), bogotaDate(4)]) {
      const refused = await refusal(placeOrderCall(shopper, { slot, deliveryDate }));
      expect(refused.message, deliveryDate).toBe(
        'Selecciona envío - Por favor selecciona una opción de envío',
      );
    }
    const order = await placeOrder(shopper, { slot, deliveryDate: bogotaDate(3) });
    expect(order.delivery_date).toBe(bogotaDate(3));
  });

  it('refuses an inactive time slot as no shipping option', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 15_000 }), 1);
    const inactive = await newSlot(5_000, false);
    expect((await refusal(placeOrderCall(shopper, { slot: inactive }))).message).toBe(
      'Selecciona envío - Por favor selecciona una opción de envío',
    );
  });

  it('refuses an empty cart', async () => {
    const shopper = await newShopper();
    expect((await refusal(placeOrderCall(shopper, { slot }))).message).toBe(
      'Tu carrito está vacío',
    );
  });

  it('takes no price from the browser: there is no price argument, and the database price at order time counts', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 20_000 });
    await addToCart(shopper, product, 1);

    const withTotal = await shopper.client.rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: slot,
      p_payment_method: 'cash',
      p_total: 1,
    });
    expect(withTotal.error?.code).toBe('PGRST202');

    expect((await preview(shopper, { slot })).subtotal).toBe(20_000);
    await sql(`update public.products set price = 25000 where id = ${lit(product)}`);
    const order = await placeOrder(shopper, { slot });
    expect(order).toMatchObject({ subtotal: 25_000, total: 35_000 });
  });

  it('refuses an anonymous visitor', async () => {
    const { error } = await anonClient().rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: slot,
      p_payment_method: 'cash',
    });
    expect(error?.code).toBe('42501');
  });
});
