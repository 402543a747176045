import { describe, expect, inject, it } from 'vitest';
import { signJwt } from '../../src/keys.mjs';
import { mintJwt } from '../support/admin';
import { client } from '../support/clients';
import {
  authHeaders,
  clientWithJwt,
  createTestBucket,
  PNG_BYTES,
  pngBlob,
  storageUrl,
  storageUser,
} from '../support/storage';

const admin = () => client('service_role').storage;
const bytesOf = async (blob: Blob | null) => Buffer.from(await (blob as Blob).arrayBuffer());

/** Polls `fn` until it returns true, failing after `ms`. */
async function eventually(fn: () => Promise<boolean>, ms = 8000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await fn()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

describe('storage RLS on the avatars bucket (public, own folder)', () => {
  it('refuses an upload outside the user folder', async () => {
    const user = await storageUser();
    const { error } = await user.supabase.storage
      .from('avatars')
      .upload(`${crypto.randomUUID()}/avatar.png`, pngBlob());
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  it('refuses uploads with the anon key alone', async () => {
    const { error } = await client('anon')
      .storage.from('avatars')
      .upload(`${crypto.randomUUID()}/a.png`, pngBlob());
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('does not let another user overwrite an avatar', async () => {
    const owner = await storageUser();
    const intruder = await storageUser();
    const path = `${owner.id}/avatar.png`;
    await owner.supabase.storage.from('avatars').upload(path, pngBlob());
    const { error } = await intruder.supabase.storage
      .from('avatars')
      .upload(path, pngBlob(Buffer.from('evil')), { upsert: true });
    expect(error).toMatchObject({ statusCode: '403' });
    const update = await intruder.supabase.storage
      .from('avatars')
      .update(path, pngBlob(Buffer.from('evil')));
    expect(update.error).toMatchObject({ statusCode: '403' });
    const { data } = await owner.supabase.storage.from('avatars').download(path);
    expect(await bytesOf(data)).toEqual(PNG_BYTES);
  });

  it('serves a public URL without any key', async () => {
    const user = await storageUser();
    const path = `${user.id}/public.png`;
    await user.supabase.storage.from('avatars').upload(path, pngBlob());
    const { publicUrl } = user.supabase.storage.from('avatars').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${storageUrl()}/object/public/avatars/${path}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('lets anyone, even with an invalid token, read public objects at /object/{bucket}/{path}', async () => {
    const user = await storageUser();
    const path = `${user.id}/open.png`;
    await user.supabase.storage.from('avatars').upload(path, pngBlob());
    const plain = await fetch(`${storageUrl()}/object/avatars/${path}`);
    expect(plain.status).toBe(200);
    await plain.arrayBuffer();
    const badToken = await fetch(`${storageUrl()}/object/avatars/${path}`, {
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(badToken.status).toBe(200);
    await badToken.arrayBuffer();
    const other = await storageUser();
    expect((await other.supabase.storage.from('avatars').download(path)).error).toBeNull();
  });
});

describe('storage RLS on a private bucket', () => {
  it('lets the owner read a private file and refuses it to another user', async () => {
    const owner = await storageUser();
    const other = await storageUser();
    const path = `contracts/${crypto.randomUUID()}.pdf`;
    const upload = await owner.supabase.storage
      .from('documents')
      .upload(path, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();

    const mine = await owner.supabase.storage.from('documents').download(path);
    expect(await mine.data?.text()).toBe('%PDF-1.4');

    const theirs = await other.supabase.storage.from('documents').download(path);
    expect(theirs.data).toBeNull();
    expect(theirs.error).toMatchObject({ status: 400 });
    const info = await other.supabase.storage.from('documents').info(path);
    expect(info.error).toMatchObject({ statusCode: '404', message: 'Object not found' });

    const raw = await fetch(`${storageUrl()}/object/authenticated/documents/${path}`, {
      headers: authHeaders(other.jwt),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('does not serve private files without a token, nor through the public route', async () => {
    const owner = await storageUser();
    const path = `${crypto.randomUUID()}.txt`;
    await owner.supabase.storage
      .from('documents')
      .upload(path, 'secret', { contentType: 'text/plain' });
    for (const url of [
      `${storageUrl()}/object/documents/${path}`,
      `${storageUrl()}/object/public/documents/${path}`,
    ]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: '404',
        message: 'Bucket not found',
      });
    }
  });

  it('needs an update policy to upsert: insert-only users cannot overwrite', async () => {
    const user = await storageUser();
    const path = `${user.id}/drop.txt`;
    const first = await user.supabase.storage
      .from('dropbox')
      .upload(path, 'one', { contentType: 'text/plain' });
    expect(first.error).toBeNull();
    const again = await user.supabase.storage
      .from('dropbox')
      .upload(path, 'two', { contentType: 'text/plain' });
    expect(again.error).toMatchObject({ statusCode: '409' });
    const upsert = await user.supabase.storage
      .from('dropbox')
      .upload(path, 'two', { contentType: 'text/plain', upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
    const stored = await admin().from('dropbox').download(path);
    expect(await stored.data?.text()).toBe('one');
  });
});

describe('storage signed URLs', () => {
  it('creates a signed URL that serves a private file to anyone', async () => {
    const owner = await storageUser();
    const path = `${crypto.randomUUID()}/plan.txt`;
    await owner.supabase.storage
      .from('documents')
      .upload(path, 'plan', { contentType: 'text/plain' });
    const { data, error } = await owner.supabase.storage
      .from('documents')
      .createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(
        `^${storageUrl()}/object/sign/documents/${path}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
      ),
    );
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('expires')).toBeTruthy();
    expect(await response.text()).toBe('plan');
  });

  it('stops serving a signed URL once it expires', async () => {
    const bucket = await createTestBucket();
    await admin().from(bucket).upload('soon.txt', 'bye', { contentType: 'text/plain' });
    const { data } = await admin().from(bucket).createSignedUrl('soon.txt', 1);
    const url = data?.signedUrl ?? '';
    let last: Response | undefined;
    await eventually(async () => {
      last = await fetch(url);
      if (last.status === 200) await last.arrayBuffer();
      return last.status !== 200;
    });
    expect(last?.status).toBe(400);
    expect(await last?.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
  });

  it('refuses a signed URL token for another object, or not signed by the project', async () => {
    const bucket = await createTestBucket();
    await admin().from(bucket).upload('a.txt', 'a', { contentType: 'text/plain' });
    await admin().from(bucket).upload('b.txt', 'b', { contentType: 'text/plain' });
    const { data } = await admin().from(bucket).createSignedUrl('a.txt', 60);
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token');
    const other = await fetch(`${storageUrl()}/object/sign/${bucket}/b.txt?token=${token}`);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const now = Math.floor(Date.now() / 1000);
    const forged = await signJwt('another-secret-that-is-at-least-32-chars', {
      url: `${bucket}/b.txt`,
      scope: 'download',
      iat: now,
      exp: now + 60,
    });
    const refused = await fetch(`${storageUrl()}/object/sign/${bucket}/b.txt?token=${forged}`);
    expect(await refused.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    const uploadScoped = await signJwt(inject('jwtSecret'), {
      url: `${bucket}/b.txt`,
      scope: 'upload',
      upsert: false,
      iat: now,
      exp: now + 60,
    });
    const wrongScope = await fetch(
      `${storageUrl()}/object/sign/${bucket}/b.txt?token=${uploadScoped}`,
    );
    expect(await wrongScope.json()).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
  });

  it('refuses to sign a URL for an object the caller cannot read', async () => {
    const owner = await storageUser();
    const other = await storageUser();
    const path = `${crypto.randomUUID()}.txt`;
    await owner.supabase.storage.from('documents').upload(path, 'x', { contentType: 'text/plain' });
    const { error } = await other.supabase.storage.from('documents').createSignedUrl(path, 60);
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('signs several URLs, with an error for paths the caller cannot read', async () => {
    const owner = await storageUser();
    const paths = [`${crypto.randomUUID()}.txt`, `${crypto.randomUUID()}.txt`];
    for (const path of paths) {
      await owner.supabase.storage
        .from('documents')
        .upload(path, path, { contentType: 'text/plain' });
    }
    const missing = 'missing.txt';
    const { data, error } = await owner.supabase.storage
      .from('documents')
      .createSignedUrls([...paths, missing], 60, { download: true });
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.path, entry.error])).toEqual([
      [paths[0], null],
      [paths[1], null],
      [missing, 'Either the object does not exist or you do not have access to it'],
    ]);
    expect(data?.[2]?.signedUrl).toBeNull();
    const response = await fetch(data?.[1]?.signedUrl ?? '');
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    expect(await response.text()).toBe(paths[1]);
  });

  it('creates a signed upload URL that a client without a session can upload to once', async () => {
    const user = await storageUser();
    const path = `${user.id}/signed-upload.png`;
    const signed = await user.supabase.storage.from('avatars').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const anon = client('anon');
    const upload = await anon.storage
      .from('avatars')
      .uploadToSignedUrl(path, signed.data?.token ?? '', pngBlob());
    expect(upload.error).toBeNull();
    expect(upload.data?.fullPath).toBe(`avatars/${path}`);
    const { data } = await anon.storage.from('avatars').download(path);
    expect(await bytesOf(data)).toEqual(PNG_BYTES);
    const again = await anon.storage
      .from('avatars')
      .uploadToSignedUrl(path, signed.data?.token ?? '', pngBlob());
    expect(again.error).toMatchObject({ statusCode: '409' });
    const elsewhere = await anon.storage
      .from('avatars')
      .uploadToSignedUrl(`${user.id}/other.png`, signed.data?.token ?? '', pngBlob());
    expect(elsewhere.error).toMatchObject({ code: 'InvalidSignature' });
  });

  it('refuses a signed upload URL where the caller may not upload', async () => {
    const user = await storageUser();
    const { error } = await user.supabase.storage
      .from('avatars')
      .createSignedUploadUrl(`${crypto.randomUUID()}/x.png`);
    expect(error).toMatchObject({ statusCode: '403' });
  });
});

describe('storage caller identity', () => {
  it('answers an expired JWT with AccessDenied in Storage format', async () => {
    const expired = await mintJwt({ exp: Math.floor(Date.now() / 1000) - 60 });
    const { error } = await clientWithJwt(expired).storage.from('avatars').list();
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    const response = await fetch(`${storageUrl()}/object/list/avatars`, {
      method: 'POST',
      headers: { ...authHeaders(expired), 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('answers a request without any key with 401', async () => {
    const response = await fetch(`${storageUrl()}/bucket`);
    expect(response.status).toBe(401);
  });

  it('runs as the service_role key past every policy', async () => {
    const user = await storageUser();
    const path = `${user.id}/by-admin.png`;
    expect((await admin().from('avatars').upload(path, pngBlob())).error).toBeNull();
    expect((await admin().from('dropbox').list(user.id)).error).toBeNull();
    const { data } = await admin().from('avatars').remove([path]);
    expect(data?.map((entry) => entry.name)).toEqual([path]);
  });

  it('uses the apikey header when there is no bearer token', async () => {
    const response = await fetch(`${storageUrl()}/bucket/avatars`, {
      headers: { apikey: inject('serviceRoleKey') },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'avatars', public: true });
  });
});
