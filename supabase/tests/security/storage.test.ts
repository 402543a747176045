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

/**
 * Storage: `avatars` (public read; a shopper writes only inside `<their id>/`, raster images up
 * to 2 MB) and `product-images` (public read; admins write). Listing another shopper's avatar
 * folder is allowed: the bucket is public and its SELECT policy lets everyone read it, which
 * is what showing avatars by public URL needs. The write side is what must hold.
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

  attack(
    'a shopper cannot turn an avatar into an SVG by copying it with a new content type',
    async () => {
      // The bytes are an SVG with script, uploaded under an allowed type (the type is the one sent).
      const disguised = `${a.id}/${unique('disfraz')}.png`;
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>',
      );
      const upload = await avatars(a).upload(disguised, svg, { contentType: 'image/png' });
      expect(upload.error).toBeNull();
      const path = `${a.id}/${unique('copiado')}.svg`;
      const result = await unchangedBy(
        'storage.objects',
        objects('avatars', path),
        () =>
          avatars(a).copy(disguised, path, {
            copyMetadata: false,
            metadata: { mimetype: 'image/svg+xml' },
          } as Parameters<ReturnType<typeof avatars>['copy']>[2]),
        { expectRows: false },
      );
      expectStorageRefusal(result, 'InvalidMimeType');
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

  it("anyone may list another shopper's avatar folder: the bucket is public by policy (positive control)", async () => {
    const { data, error } = await avatars(a).list(b.id);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['avatar.png']);
  });
});
