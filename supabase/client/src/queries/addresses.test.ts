import { describe, expect, it } from 'vitest';
import { supabaseMock, type TableRequest } from '@bonis/test-utils';
import { getSupabase } from '../browser-client';
import { addressesQuery, fetchAddresses } from './addresses';
import { sharedKeys } from './keys';

describe('fetchAddresses', () => {
  it("asks for the shopper's addresses, the default first then the newest, and names them for the screens", async () => {
    const seen: TableRequest[] = [];
    supabaseMock.table('user_addresses').get((request) => {
      seen.push(request);
      return [
        {
          id: 'a1',
          label: 'Casa',
          address: 'Calle 80 # 10-20',
          department: 'Bogotá D.C.',
          city: 'Bogotá',
          phone: null,
          is_default: true,
          created_at: '2026-12-01T15:00:00Z',
        },
      ];
    });

    const addresses = await fetchAddresses(getSupabase(), 'user-1');

    expect(seen[0]).toMatchObject({
      filters: { user_id: 'eq.user-1' },
      order: 'is_default.desc,created_at.desc',
    });
    expect(addresses).toEqual([
      {
        id: 'a1',
        label: 'Casa',
        address: 'Calle 80 # 10-20',
        department: 'Bogotá D.C.',
        city: 'Bogotá',
        phone: null,
        isDefault: true,
        createdAt: '2026-12-01T15:00:00Z',
      },
    ]);
  });

  it('is read under the shared key both the address book and checkout invalidate', () => {
    expect(addressesQuery('user-1').queryKey).toEqual(sharedKeys.addresses('user-1'));
  });
});
