-- Storage for the contract suite: the buckets and policies a project like the store has.
--   avatars    public, 2 MB, images only; each signed-in user writes only under their own
--              folder (<user id>/...), anyone reads.
--   documents  private; each signed-in user reads and writes only their own files.
--   dropbox    private; signed-in users may add files under their own folder, nothing else
--              (no reading, no overwriting).
-- Other buckets are created by the tests themselves (with the service_role key).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars', 'avatars', true, 2 * 1024 * 1024, '{image/*}'),
  ('documents', 'documents', false, null, null),
  ('dropbox', 'dropbox', false, null, null);

create policy "anyone reads avatars" on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');
create policy "users add their avatars" on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "users change their avatars" on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "users delete their avatars" on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "users read their documents" on storage.objects for select to authenticated
  using (bucket_id = 'documents' and owner_id = (select auth.uid()::text));
create policy "users add their documents" on storage.objects for insert to authenticated
  with check (bucket_id = 'documents' and owner_id = (select auth.uid()::text));
create policy "users change their documents" on storage.objects for update to authenticated
  using (bucket_id = 'documents' and owner_id = (select auth.uid()::text))
  with check (bucket_id = 'documents' and owner_id = (select auth.uid()::text));
create policy "users delete their documents" on storage.objects for delete to authenticated
  using (bucket_id = 'documents' and owner_id = (select auth.uid()::text));

create policy "users drop files" on storage.objects for insert to authenticated
  with check (bucket_id = 'dropbox' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- Anyone may see which public buckets exist (bucket rows are otherwise invisible without the
-- service_role key).
create policy "anyone sees public buckets" on storage.buckets for select to anon, authenticated
  using (public);

-- Signed-in users may create (and then see) buckets named after themselves: `<user id>-...`.
create policy "users create their buckets" on storage.buckets for insert to authenticated
  with check (name like (select auth.uid()::text) || '-%' and id = name);
create policy "users see their buckets" on storage.buckets for select to authenticated
  using (name like (select auth.uid()::text) || '-%');
