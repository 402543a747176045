import { describe, expect, it } from 'vitest';
import { createTestQueryClient, supabaseMock } from '@bonis/test-utils';
import { getSupabase } from '../browser-client';
import {
  PROFILE_SUMMARY_COLUMNS,
  fallbackName,
  fetchProfileSummary,
  isBackOffice,
  sessionSummaryQuery,
  summarise,
  type ProfileSummaryRow,
} from './session-summary';

const TODAY = new Date('2026-11-25T15:00:00Z');
const ANA = { id: 'user-1', email: 'ana@correo.co', phone: '' };
const PHONE_ONLY = { id: 'user-2', email: '', phone: '573109876543' };

const profile = (row: Partial<ProfileSummaryRow> = {}): ProfileSummaryRow => ({
  first_name: 'Ana',
  is_admin: false,
  role: 'customer',
  membership_type: 'regular',
  membership_expiry: null,
  ...row,
});

describe('fallbackName', () => {
  it("names a shopper without a first name by their email's name part", () => {
    expect(fallbackName({ email: 'luz.maria@correo.co', phone: '' })).toBe('luz.maria');
  });

  it('names a phone-only account by its number as people write it', () => {
    expect(fallbackName({ email: '', phone: '573109876543' })).toBe('+57 310 987 6543');
    expect(fallbackName({ email: undefined, phone: '+573109876543' })).toBe('+57 310 987 6543');
  });

  it("says 'Cliente' when there is neither", () => {
    expect(fallbackName({ email: '', phone: '' })).toBe('Cliente');
  });
});

describe('summarise', () => {
  it('takes the name, role and membership from the profile', () => {
    expect(
      summarise(
        ANA,
        profile({
          first_name: ' Ana ',
          is_admin: true,
          role: 'admin',
          membership_type: 'anual',
          membership_expiry: '2027-01-01',
        }),
        TODAY,
      ),
    ).toEqual({
      userId: 'user-1',
      name: 'Ana',
      isAdmin: true,
      role: 'admin',
      membershipType: 'anual',
    });
  });

  it("names a phone-only account '+57 310 987 6543' when its profile has no first name", () => {
    expect(summarise(PHONE_ONLY, profile({ first_name: '  ' }), TODAY).name).toBe(
      '+57 310 987 6543',
    );
    expect(summarise(PHONE_ONLY, null, TODAY).name).toBe('+57 310 987 6543');
  });

  it('counts an expired membership as regular, as the database prices it', () => {
    const expired = profile({ membership_type: 'mensual', membership_expiry: '2026-11-24' });
    const lastDay = profile({ membership_type: 'mensual', membership_expiry: '2026-11-25' });

    expect(summarise(ANA, expired, TODAY).membershipType).toBe('regular');
    expect(summarise(ANA, lastDay, TODAY).membershipType).toBe('mensual');
  });

  it("takes a staff account's role: in the back office, not an admin", () => {
    const staff = summarise(ANA, profile({ role: 'staff' }), TODAY);
    expect(staff).toMatchObject({ isAdmin: false, role: 'staff' });
    expect(isBackOffice(staff)).toBe(true);
    expect(isBackOffice(summarise(ANA, profile(), TODAY))).toBe(false);
    expect(isBackOffice(null)).toBe(false);
    // a session from an older bus, without a role, counts its isAdmin
    expect(isBackOffice({ isAdmin: true })).toBe(true);
    expect(isBackOffice({ isAdmin: false })).toBe(false);
  });

  it('makes a user without a profile a regular shopper, not an admin', () => {
    expect(summarise(ANA, null, TODAY)).toEqual({
      userId: 'user-1',
      name: 'ana',
      isAdmin: false,
      role: 'customer',
      membershipType: 'regular',
    });
  });
});

describe('fetchProfileSummary', () => {
  it("reads the summary's columns of the user's profile", async () => {
    const asked: { select?: string; id?: string }[] = [];
    supabaseMock.table('user_profiles').get(({ select, eq }) => {
      asked.push({ select, id: eq('id') });
      return [profile({ first_name: 'Luz' })];
    });

    await expect(fetchProfileSummary(getSupabase(), 'user-1')).resolves.toEqual(
      profile({ first_name: 'Luz' }),
    );
    expect(asked).toEqual([{ select: PROFILE_SUMMARY_COLUMNS.replace(/\s/g, ''), id: 'user-1' }]);
  });

  it('gives null when the profile does not exist, and throws a failed read', async () => {
    supabaseMock.table('user_profiles').get([]);
    await expect(fetchProfileSummary(getSupabase(), 'user-1')).resolves.toBeNull();

    supabaseMock
      .table('user_profiles')
      .get(supabaseMock.error({ code: '42501', message: 'denied' }));
    await expect(fetchProfileSummary(getSupabase(), 'user-1')).rejects.toMatchObject({
      code: '42501',
    });
  });
});

describe('sessionSummaryQuery', () => {
  it('summarises the signed-in user with their profile', async () => {
    const { user } = supabaseMock.signedIn({ id: 'user-2', email: '', phone: '573109876543' });
    supabaseMock
      .table('user_profiles')
      .get(({ userId }) =>
        userId === 'user-2' ? [profile({ first_name: '', membership_type: 'vip' })] : [],
      );

    const summary = await createTestQueryClient().fetchQuery(sessionSummaryQuery(user));

    expect(summary).toEqual({
      userId: 'user-2',
      name: '+57 310 987 6543',
      isAdmin: false,
      role: 'customer',
      membershipType: 'vip',
    });
  });
});
