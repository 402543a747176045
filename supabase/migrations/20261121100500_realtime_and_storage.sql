-- Realtime: the tables the storefront watches. Storage: the avatars and product-images
-- buckets, their limits (enforced by the storage server) and who may write where.

alter publication supabase_realtime add table
  public.products,
  public.categories,
  public.banner_settings,
  public.user_points,
  public.user_profiles;

-- ---------------------------------------------------------------------------------------------
-- Buckets. Both are public for reading (the storefront shows the files by public URL).
-- Avatars accept raster images only: an SVG could carry script.
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2 * 1024 * 1024,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']),
  ('product-images', 'product-images', true, 5 * 1024 * 1024,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- avatars: `<user id>/<file>`; a shopper writes only inside their own folder.
create policy "avatars are readable by everyone" on storage.objects
  for select to anon, authenticated using (bucket_id = 'avatars');
create policy "shoppers upload into their own avatar folder" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "shoppers replace files in their own avatar folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (
    bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "shoppers delete files in their own avatar folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- product-images: admins write (products at the root or any folder, banners under banners/).
create policy "product images are readable by everyone" on storage.objects
  for select to anon, authenticated using (bucket_id = 'product-images');
create policy "admins upload product images" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'product-images' and (select private.is_admin())
  );
create policy "admins replace product images" on storage.objects
  for update to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()))
  with check (bucket_id = 'product-images' and (select private.is_admin()));
create policy "admins delete product images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()));
