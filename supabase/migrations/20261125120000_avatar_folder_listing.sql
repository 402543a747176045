-- Avatars: a shopper lists only their own folder. The old SELECT policy let everyone, the anon
-- key included, list the bucket's root and every folder in it: every user id that has an
-- avatar, and their file names.
--
-- Reading an avatar does not need this policy: the bucket is public, and Storage serves a
-- public bucket's objects by exact path (/storage/v1/object/public/avatars/<path>) without
-- looking at RLS, which is how the store shows avatars. What the policy still decides is
-- listing, signed URLs, and the SELECT that an upsert, a move and a delete of one's own files
-- need.

drop policy "avatars are readable by everyone" on storage.objects;

create policy "shoppers read their own avatar folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
