import { beforeAll, expect, inject, it } from 'vitest';
import {
  attack,
  attackMatrix,
  expectStorageRefusal,
  rowsOf,
  unchangedBy,
} from '../support/attacks';
import { anonClient, lit, newAdmin, newShopper, unique, type Shopper } from '../support/db';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The object rows under a bucket folder or at a path, as the database owner sees them. */
const objects = (bucket: string, prefix: string) =>
  `bucket_id = ${lit(bucket)} and name like ${lit(`${prefix.replace(/[%_]/g, '\\$&')}%`)}`;

const publicUrl = (bucket: string, path: string) =>
  `${inject('apiUrl')}/storage/v1/object/public/${bucket}/${path}`;

/** An HTML page with script: what an attacker would like the API's origin to serve. */
const HTML = Buffer.from(
  '<!DOCTYPE html><html><body><script>fetch("/auth/v1/user")</script></body></html>',
);

/** What Storage answers for bytes that are not the type they were uploaded as. */
const mismatch = (declared: string, detected: string) => ({
  statusCode: '415',
  code: 'InvalidMimeType',
  message: `mime type ${declared} does not match the file's content (${detected})`,
});

/** The policy every stored object is served under (scripts, plugins and requests blocked). */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Storage: `avatars` (public read by exact path; a shopper lists and writes only inside
 * `<their id>/`, raster images up to 2 MB) and `product-images` (public read; admins write).
 * Showing an avatar needs only its public URL, which Storage serves without RLS; the SELECT
 * policy decides listing, so nobody can enumerate who has an avatar. Uploads must carry the
 * bytes of the type they declare, and every object is served with `nosniff` and a sandbox CSP.
 */
attackMatrix('storage buckets', () => {
  const anon = anonClient();
  let a: Shopper;
  let b: Shopper;
  let admin: Shopper;
  let bAvatar: string;
  let aFile: string;
  let productImage: string;

  const avatars = (who: Shopper | { client: ReturnType<typeof anonClient> }) =>
    who.client.storage.from('avatars');

  beforeAll(async () => {
    a = await newShopper({ first_name: 'Ana', last_name: 'Avatar' });
    b = await newShopper({ first_name: 'Bruno', last_name: 'Bucket' });
    admin = await newAdmin();
    bAvatar = `${b.id}/avatar.png`;
    aFile = `${a.id}/mine.png`;
    productImage = `${unique('producto')}.png`;
    for (const [client, bucket, path] of [
      [b.client, 'avatars', bAvatar],
      [a.client, 'avatars', aFile],
      [admin.client, 'product-images', productImage],
    ] as const) {
      const { error } = await client.storage
        .from(bucket)
        .upload(path, PNG, { contentType: 'image/png' });
      if (error) throw error;
    }
  });

  // --- another shopper's avatar folder ----------------------------------------------------------

  attack("a shopper cannot upload into another shopper's avatar folder", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
      avatars(a).upload(`${b.id}/intruso.png`, PNG, { contentType: 'image/png' }),
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack("a shopper cannot overwrite another shopper's avatar (upload with upsert)", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', bAvatar), () =>
      avatars(a).upload(bAvatar, Buffer.from('GIF89a-falso'), {
        contentType: 'image/gif',
        upsert: true,
      }),
    );
    expectStorageRefusal(result, 'AccessDenied');
    const served = await fetch(publicUrl('avatars', bAvatar));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  attack("a shopper cannot replace another shopper's avatar (update)", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', bAvatar), () =>
      avatars(a).update(bAvatar, Buffer.from('GIF89a-falso'), { contentType: 'image/gif' }),
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack("a shopper cannot delete another shopper's avatar", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', bAvatar), () =>
      avatars(a).remove([bAvatar]),
    );
    expect(result).toEqual({ data: [], error: null });
  });

  attack("a shopper cannot move another shopper's avatar into their own folder", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', bAvatar), () =>
      avatars(a).move(bAvatar, `${a.id}/robado.png`),
    );
    expectStorageRefusal(result, 'NoSuchKey');
    expect(await rowsOf('storage.objects', objects('avatars', `${a.id}/robado`))).toEqual([]);
  });

  attack("a shopper cannot move their own file into another shopper's avatar folder", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
      unchangedBy('storage.objects', objects('avatars', aFile), () =>
        avatars(a).move(aFile, `${b.id}/plantado.png`),
      ),
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack("a shopper cannot copy a file into another shopper's avatar folder", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
      avatars(a).copy(aFile, `${b.id}/copia.png`),
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack(
    "a shopper cannot get a signed upload URL for another shopper's avatar folder",
    async () => {
      const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
        avatars(a).createSignedUploadUrl(`${b.id}/firmado.png`),
      );
      expectStorageRefusal(result, 'AccessDenied');
    },
  );

  attack('an anonymous visitor cannot upload into an avatar folder', async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
      avatars({ client: anon }).upload(`${b.id}/anonimo.png`, PNG, { contentType: 'image/png' }),
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack("an anonymous visitor cannot delete a shopper's avatar", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', bAvatar), () =>
      avatars({ client: anon }).remove([bAvatar]),
    );
    expect(result).toEqual({ data: [], error: null });
  });

  // --- limits of the avatars bucket ----------------------------------------------------------------

  attack('a shopper cannot upload a 3 MB image as an avatar (limit 2 MB)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const path = `${a.id}/grande.png`;
    const result = await unchangedBy(
      'storage.objects',
      objects('avatars', path),
      () => avatars(a).upload(path, big, { contentType: 'image/png' }),
      { expectRows: false },
    );
    expectStorageRefusal(result, 'EntityTooLarge');
  });

  for (const [kind, contentType, name] of [
    ['a PDF', 'application/pdf', 'cv.pdf'],
    ['an HTML page', 'text/html', 'pagina.html'],
    ['an SVG (which can carry script)', 'image/svg+xml', 'dibujo.svg'],
  ] as const) {
    attack(`a shopper cannot upload ${kind} as an avatar`, async () => {
      const path = `${a.id}/${name}`;
      const result = await unchangedBy(
        'storage.objects',
        objects('avatars', path),
        () => avatars(a).upload(path, Buffer.from('<svg onload="alert(1)"/>'), { contentType }),
        { expectRows: false },
      );
      expectStorageRefusal(result, 'InvalidMimeType');
    });
  }

  attack('a shopper cannot upload an HTML page as a PNG avatar', async () => {
    const path = `${a.id}/${unique('pagina')}.png`;
    const result = await unchangedBy('storage.objects', objects('avatars', `${a.id}/`), () =>
      avatars(a).upload(path, HTML, { contentType: 'image/png' }),
    );
    expectStorageRefusal(result, 'InvalidMimeType');
    expect(result.error).toMatchObject(mismatch('image/png', 'text/html'));
    const served = await fetch(publicUrl('avatars', path));
    expect(await served.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  attack(
    'a shopper cannot upload an SVG with script as a PNG avatar (sent as a form)',
    async () => {
      const path = `${a.id}/${unique('disfraz')}.png`;
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>',
      );
      const result = await unchangedBy('storage.objects', objects('avatars', `${a.id}/`), () =>
        avatars(a).upload(path, new Blob([svg], { type: 'image/png' })),
      );
      expectStorageRefusal(result, 'InvalidMimeType');
      expect(result.error).toMatchObject(mismatch('image/png', 'image/svg+xml'));
    },
  );

  attack('a shopper cannot replace their avatar with an HTML page (upsert)', async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', aFile), () =>
      avatars(a).upload(aFile, HTML, { contentType: 'image/png', upsert: true }),
    );
    expectStorageRefusal(result, 'InvalidMimeType');
    const served = await fetch(publicUrl('avatars', aFile));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  attack(
    'a shopper cannot turn an avatar into an SVG by copying it with a new content type',
    async () => {
      const path = `${a.id}/${unique('copiado')}.svg`;
      const result = await unchangedBy(
        'storage.objects',
        objects('avatars', path),
        () =>
          avatars(a).copy(aFile, path, {
            copyMetadata: false,
            metadata: { mimetype: 'image/svg+xml' },
          } as Parameters<ReturnType<typeof avatars>['copy']>[2]),
        { expectRows: false },
      );
      expectStorageRefusal(result, 'InvalidMimeType');
    },
  );

  attack(
    'a shopper cannot copy a product SVG into their avatar folder relabelled as a PNG',
    async () => {
      const svg = `${unique('dibujo')}.svg`;
      const uploaded = await admin.client.storage
        .from('product-images')
        .upload(svg, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
          contentType: 'image/svg+xml',
        });
      expect(uploaded.error).toBeNull();
      const path = `${a.id}/${unique('robada')}.png`;
      const result = await unchangedBy('storage.objects', objects('avatars', `${a.id}/`), () =>
        a.client.storage.from('product-images').copy(svg, path, {
          destinationBucket: 'avatars',
          copyMetadata: false,
          metadata: { mimetype: 'image/png' },
        } as Parameters<ReturnType<typeof avatars>['copy']>[2]),
      );
      expectStorageRefusal(result, 'InvalidMimeType');
      expect(result.error).toMatchObject(mismatch('image/png', 'image/svg+xml'));
    },
  );

  attack('a shopper cannot copy a product image over 2 MB into their avatar folder', async () => {
    const large = `${unique('grande')}.png`;
    const uploaded = await admin.client.storage
      .from('product-images')
      .upload(large, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), {
        contentType: 'image/png',
      });
    expect(uploaded.error).toBeNull();
    const path = `${a.id}/${unique('enorme')}.png`;
    const result = await unchangedBy(
      'storage.objects',
      objects('avatars', path),
      () =>
        a.client.storage.from('product-images').copy(large, path, { destinationBucket: 'avatars' }),
      { expectRows: false },
    );
    expectStorageRefusal(result, 'EntityTooLarge');
  });

  // --- product images --------------------------------------------------------------------------

  attack('a shopper cannot upload a product image', async () => {
    const path = `${unique('falso')}.png`;
    const result = await unchangedBy(
      'storage.objects',
      objects('product-images', path),
      () => a.client.storage.from('product-images').upload(path, PNG, { contentType: 'image/png' }),
      { expectRows: false },
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack('an anonymous visitor cannot upload a product image', async () => {
    const path = `banners/${unique('falso')}.png`;
    const result = await unchangedBy(
      'storage.objects',
      objects('product-images', path),
      () => anon.storage.from('product-images').upload(path, PNG, { contentType: 'image/png' }),
      { expectRows: false },
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack("a shopper cannot overwrite a product's image", async () => {
    const result = await unchangedBy(
      'storage.objects',
      objects('product-images', productImage),
      () =>
        a.client.storage.from('product-images').upload(productImage, Buffer.from('GIF89a-falso'), {
          contentType: 'image/gif',
          upsert: true,
        }),
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  attack("a shopper cannot delete a product's image", async () => {
    const result = await unchangedBy(
      'storage.objects',
      objects('product-images', productImage),
      () => a.client.storage.from('product-images').remove([productImage]),
    );
    expect(result).toEqual({ data: [], error: null });
  });

  attack("a shopper cannot copy their avatar over a product's image", async () => {
    const result = await unchangedBy(
      'storage.objects',
      objects('product-images', productImage),
      () => avatars(a).copy(aFile, productImage, { destinationBucket: 'product-images' }),
    );
    expectStorageRefusal(result, 'AccessDenied');
  });

  // --- listing the avatars bucket ------------------------------------------------------------------

  attack("an anonymous visitor cannot list the avatars bucket's folders (user ids)", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', ''), () =>
      avatars({ client: anon }).list(),
    );
    expect(result).toEqual({ data: [], error: null });
  });

  attack("an anonymous visitor cannot list a shopper's avatar folder", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
      avatars({ client: anon }).list(b.id),
    );
    expect(result).toEqual({ data: [], error: null });
  });

  attack('an anonymous visitor cannot find avatar file names by searching the bucket', async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
      avatars({ client: anon }).list(b.id, { search: 'avatar' }),
    );
    expect(result).toEqual({ data: [], error: null });
  });

  attack("a shopper cannot list another shopper's avatar folder", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', `${b.id}/`), () =>
      avatars(a).list(b.id),
    );
    expect(result).toEqual({ data: [], error: null });
  });

  attack("a shopper listing the avatars bucket's root sees only their own folder", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', ''), () =>
      avatars(a).list('', { limit: 1000 }),
    );
    expect(result.error).toBeNull();
    expect(result.data?.map((entry) => entry.name)).toEqual([a.id]);
  });

  attack("a shopper cannot get a signed URL to another shopper's avatar", async () => {
    const result = await unchangedBy('storage.objects', objects('avatars', bAvatar), () =>
      avatars(a).createSignedUrl(bAvatar, 60),
    );
    expectStorageRefusal(result, 'NoSuchKey');
  });

  // --- positive controls -------------------------------------------------------------------------

  it('a shopper uploads a small PNG into their own folder and anyone can read it (positive control)', async () => {
    const path = `${a.id}/${unique('foto')}.png`;
    const { data, error } = await avatars(a).upload(path, PNG, {
      contentType: 'image/png',
      upsert: true,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` });
    const url = avatars({ client: anon }).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(publicUrl('avatars', path));
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('a shopper lists their own avatar folder (positive control)', async () => {
    const { data, error } = await avatars(b).list(b.id);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['avatar.png']);
  });

  it("anyone reads another shopper's avatar by its public URL, as the store shows it (positive control)", async () => {
    for (const client of [anon, a.client]) {
      const url = client.storage.from('avatars').getPublicUrl(bAvatar).data.publicUrl;
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    }
    const info = await avatars({ client: anon }).info(bAvatar);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ contentType: 'image/png', size: PNG.length });
  });

  it('a shopper replaces their own avatar with upsert, as the profile page does (positive control)', async () => {
    const path = `${a.id}/${unique('nueva')}.png`;
    const bucket = avatars(a);
    for (let i = 0; i < 2; i++) {
      const { error } = await bucket.upload(path, PNG, {
        contentType: 'image/png',
        cacheControl: '31536000',
        upsert: true,
      });
      expect(error).toBeNull();
    }
    const { data, error } = await bucket.remove([path]);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual([path]);
  });

  it('every avatar and product image is served with nosniff and the sandbox CSP (an SVG too)', async () => {
    const svg = `${unique('logo')}.svg`;
    const uploaded = await admin.client.storage
      .from('product-images')
      .upload(svg, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        contentType: 'image/svg+xml',
      });
    expect(uploaded.error).toBeNull();
    for (const [url, type] of [
      [publicUrl('avatars', bAvatar), 'image/png'],
      [publicUrl('product-images', productImage), 'image/png'],
      [publicUrl('product-images', svg), 'image/svg+xml'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const served = await fetch(url, { method });
        expect(served.status, `${method} ${url}`).toBe(200);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('content-security-policy')).toBe(CSP);
        await served.arrayBuffer();
      }
    }
  });
});
