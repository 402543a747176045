import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.mjs';
import { client } from '../support/clients';
import {
  authHeaders,
  createTestBucket,
  pngBlob,
  storageUrl,
  storageUser,
} from '../support/storage';

const admin = () => client('service_role').storage;
const uniqueId = (prefix = 'bucket') => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

describe('storage buckets with the service_role key', () => {
  it('creates a bucket and reads it back as hosted Storage answers it', async () => {
    const id = uniqueId();
    const created = await admin().createBucket(id, {
      public: true,
      fileSizeLimit: 1024,
      allowedMimeTypes: ['image/png', 'image/*'],
    });
    expect(created).toEqual({ data: { name: id }, error: null });

    const { data, error } = await admin().getBucket(id);
    expect(error).toBeNull();
    expect(data).toEqual({
      id,
      name: id,
      owner: '',
      public: true,
      file_size_limit: 1024,
      allowed_mime_types: ['image/png', 'image/*'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('creates private buckets with no limits by default', async () => {
    const id = uniqueId();
    expect((await admin().createBucket(id)).error).toBeNull();
    const { data } = await admin().getBucket(id);
    expect(data).toMatchObject({ public: false, file_size_limit: null, allowed_mime_types: null });
  });

  it('reads a size limit given as text with decimal units, as hosted', async () => {
    const id = uniqueId();
    expect(
      (await admin().createBucket(id, { public: false, fileSizeLimit: '2MB' })).error,
    ).toBeNull();
    expect((await admin().getBucket(id)).data?.file_size_limit).toBe(2_000_000);
    const other = uniqueId();
    expect(
      (await admin().createBucket(other, { public: false, fileSizeLimit: '1.5KB' })).error,
    ).toBeNull();
    expect((await admin().getBucket(other)).data?.file_size_limit).toBe(1500);
  });

  it('refuses a size limit written in an unknown unit', async () => {
    const { error } = await admin().createBucket(uniqueId(), {
      public: false,
      fileSizeLimit: '2 parsecs',
    });
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
  });

  it('refuses a bucket size limit above the global upload limit', async () => {
    const { storageMaxFileBytes } = loadConfig();
    const { error } = await admin().createBucket(uniqueId(), {
      public: false,
      fileSizeLimit: storageMaxFileBytes + 1,
    });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  it('refuses a malformed allowed MIME type', async () => {
    const { error } = await admin().createBucket(uniqueId(), {
      public: false,
      allowedMimeTypes: ['not a mime type'],
    });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type not a mime type is not supported',
    });
  });

  it('refuses a second bucket with the same id', async () => {
    const id = uniqueId();
    await admin().createBucket(id);
    const { error } = await admin().createBucket(id);
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
  });

  it('refuses invalid bucket names', async () => {
    for (const name of ['a/b', ' padded', 'x'.repeat(101), '..', 'ñandú']) {
      const { error } = await admin().createBucket(name);
      expect(error, name).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    }
  });

  it('lists buckets with search, order and paging', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (const suffix of ['b', 'a', 'c']) await admin().createBucket(`list-${tag}-${suffix}`);
    const { data, error } = await admin().listBuckets({
      search: `list-${tag}`,
      sortColumn: 'name',
      sortOrder: 'desc',
    });
    expect(error).toBeNull();
    expect(data?.map((bucket) => bucket.name)).toEqual([
      `list-${tag}-c`,
      `list-${tag}-b`,
      `list-${tag}-a`,
    ]);
    expect(data?.[0]).toMatchObject({ type: 'STANDARD', public: false, owner: '' });
    const page = await admin().listBuckets({
      search: `list-${tag}`,
      sortColumn: 'name',
      sortOrder: 'asc',
      limit: 1,
      offset: 1,
    });
    expect(page.data?.map((bucket) => bucket.name)).toEqual([`list-${tag}-b`]);
  });

  it('updates visibility, size limit and MIME types', async () => {
    const id = uniqueId();
    await admin().createBucket(id, { public: false, allowedMimeTypes: ['image/png'] });
    const updated = await admin().updateBucket(id, {
      public: true,
      fileSizeLimit: '1KB',
      allowedMimeTypes: null,
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    const { data } = await admin().getBucket(id);
    expect(data).toMatchObject({ public: true, file_size_limit: 1000, allowed_mime_types: null });
  });

  it('answers Bucket not found for a missing bucket', async () => {
    const { error } = await admin().getBucket(uniqueId('missing'));
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
    const update = await admin().updateBucket(uniqueId('missing'), { public: true });
    expect(update.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const remove = await admin().deleteBucket(uniqueId('missing'));
    expect(remove.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses to delete a bucket that still has objects, and deletes it once emptied', async () => {
    const id = await createTestBucket();
    await admin().from(id).upload('a/one.png', pngBlob());
    await admin().from(id).upload('two.png', pngBlob());

    const refused = await admin().deleteBucket(id);
    expect(refused.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });

    expect(await admin().emptyBucket(id)).toEqual({
      data: { message: 'Successfully emptied' },
      error: null,
    });
    expect((await admin().from(id).list()).data).toEqual([]);
    expect(await admin().deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await admin().getBucket(id)).error).toMatchObject({ statusCode: '404' });
  });
});

describe('storage buckets and RLS', () => {
  it('refuses bucket creation to the anon key and to users without a policy', async () => {
    const anon = await client('anon').storage.createBucket(uniqueId());
    expect(anon.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const user = await storageUser();
    const denied = await user.supabase.storage.createBucket(uniqueId());
    expect(denied.error).toMatchObject({ statusCode: '403' });
  });

  it('lets a policy on storage.buckets allow users to create buckets', async () => {
    const user = await storageUser();
    const id = `${user.id}-photos`;
    expect(await user.supabase.storage.createBucket(id)).toEqual({
      data: { name: id },
      error: null,
    });
    const { data } = await user.supabase.storage.getBucket(id);
    expect(data).toMatchObject({ id, owner: user.id, public: false });
    // Its owner is the creating user, as hosted records it.
    const { data: rows } = await client('service_role').storage.listBuckets({ search: id });
    expect(rows?.[0]?.owner).toBe(user.id);
  });

  it('shows users only the buckets their policies let them see', async () => {
    const privateId = await createTestBucket({ public: false });
    const publicId = await createTestBucket({ public: true });
    const user = await storageUser();
    const { data } = await user.supabase.storage.listBuckets();
    const ids = data?.map((bucket) => bucket.id) ?? [];
    expect(ids).toContain(publicId);
    expect(ids).toContain('avatars');
    expect(ids).not.toContain(privateId);
    expect((await user.supabase.storage.getBucket(privateId)).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('does not let users without an update or delete policy change buckets', async () => {
    const id = await createTestBucket({ public: true });
    const user = await storageUser();
    const update = await user.supabase.storage.updateBucket(id, { public: false });
    expect(update.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const remove = await user.supabase.storage.deleteBucket(id);
    expect(remove.error).toMatchObject({ statusCode: '404' });
    expect((await admin().getBucket(id)).data?.public).toBe(true);
  });

  it('answers a bad JWT with Storage AccessDenied (400, statusCode 403)', async () => {
    const response = await fetch(`${storageUrl()}/bucket`, {
      headers: authHeaders('not-a-jwt'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      code: 'AccessDenied',
    });
  });

  it('answers an unknown route with 404', async () => {
    const response = await fetch(`${storageUrl()}/nowhere`, {
      headers: { apikey: inject('anonKey') },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
  });
});
