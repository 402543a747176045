import { describe, expect, it } from 'vitest';
import {
  lit,
  newAdmin,
  newShopper,
  serviceRoleClient,
  signedInTypedClient,
  sql,
  unique,
} from '../support/db';

/** user_profiles.email: the account's email, kept by the database for the admin's users screen. */
describe("a profile's email", () => {
  it('is the account email of every seeded user', async () => {
    const seeded = await sql<{ email: string; profile_email: string | null }>(
      `select u.email, p.email as profile_email
         from auth.users u join public.user_profiles p on p.id = u.id
        where u.email in ('cliente@bonis.co', 'socio@bonis.co', 'admin@bonis.co')
        order by u.email`,
    );
    expect(seeded).toEqual([
      { email: 'admin@bonis.co', profile_email: 'admin@bonis.co' },
      { email: 'cliente@bonis.co', profile_email: 'cliente@bonis.co' },
      { email: 'socio@bonis.co', profile_email: 'socio@bonis.co' },
    ]);
  });

  it('is what a seeded shopper reads on their own profile', async () => {
    const { client, id } = await signedInTypedClient('cliente@bonis.co', 'Cliente123');
    const { data, error } = await client
      .from('user_profiles')
      .select('email')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ email: 'cliente@bonis.co' });
  });

  it('is set for a new sign-up', async () => {
    const shopper = await newShopper();
    const { data, error } = await shopper.client
      .from('user_profiles')
      .select('email')
      .eq('id', shopper.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ email: shopper.email });
  });

  it('matches its account for every profile', async () => {
    expect(
      await sql(
        `select p.id from public.user_profiles p join auth.users u on u.id = p.id
          where p.email is distinct from u.email`,
      ),
    ).toEqual([]);
  });

  it("follows the account when the account's email changes", async () => {
    const shopper = await newShopper();
    const changed = `${unique('nuevo')}@example.com`;

    const { error } = await serviceRoleClient().auth.admin.updateUserById(shopper.id, {
      email: changed,
      email_confirm: true,
    });

    expect(error).toBeNull();
    expect(
      await sql(`select email from public.user_profiles where id = ${lit(shopper.id)}`),
    ).toEqual([{ email: changed }]);
  });

  it('lets an admin find a user by part of their email', async () => {
    const admin = await newAdmin();
    const shopper = await newShopper();
    const fragment = shopper.email.split('@')[0]?.slice('shopper'.length) ?? '';

    const { data, error } = await admin.client
      .from('user_profiles')
      .select('id, email')
      .ilike('email', `%${fragment}%`);

    expect(error).toBeNull();
    expect(data).toEqual([{ id: shopper.id, email: shopper.email }]);
  });
});
