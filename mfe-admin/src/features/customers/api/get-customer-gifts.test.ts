import { describe, expect, it } from 'vitest';
import { customerGiftsFilter } from './get-customer-gifts';

describe('customerGiftsFilter', () => {
  it('finds the gifts the customer bought, redeemed or was sent at their email (case aside)', () => {
    expect(customerGiftsFilter('user-2', ' Luis@Correo.co ')).toBe(
      'buyer_id.eq.user-2,redeemed_by.eq.user-2,recipient_email.ilike."Luis@Correo.co"',
    );
  });

  it("takes LIKE's wildcards in the email literally", () => {
    expect(customerGiftsFilter('user-2', 'a_b%c@x.co')).toBe(
      String.raw`buyer_id.eq.user-2,redeemed_by.eq.user-2,recipient_email.ilike."a\\_b\\%c@x.co"`,
    );
  });

  it('leaves the email out when the account has none', () => {
    expect(customerGiftsFilter('user-2', null)).toBe('buyer_id.eq.user-2,redeemed_by.eq.user-2');
  });
});
