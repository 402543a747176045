import { describe, expect, it } from 'vitest';
import { orderSearchFilter } from './search-filter';

describe('orderSearchFilter', () => {
  it('searches the order number or the customer email for the trimmed term', () => {
    expect(orderSearchFilter('  BON-176 ')).toBe(
      'order_number.ilike."*BON-176*",customer_email.ilike."*BON-176*"',
    );
  });

  it('is nothing for an empty or blank term', () => {
    expect(orderSearchFilter('')).toBeNull();
    expect(orderSearchFilter('   ')).toBeNull();
  });

  it('keeps commas and parentheses inside the quoted value', () => {
    expect(orderSearchFilter('a,b)')).toBe(
      'order_number.ilike."*a,b)*",customer_email.ilike."*a,b)*"',
    );
  });

  it('escapes LIKE wildcards, quotes and backslashes, and turns * into a one-character wildcard', () => {
    // LIKE pattern 50\%\_x_ → in the quoted value each backslash is doubled
    expect(orderSearchFilter('50%_x*')).toBe(
      'order_number.ilike."*50\\\\%\\\\_x_*",customer_email.ilike."*50\\\\%\\\\_x_*"',
    );
    expect(orderSearchFilter('a"b')).toBe(
      'order_number.ilike."*a\\"b*",customer_email.ilike."*a\\"b*"',
    );
  });
});
