-- toggle_favorite takes the state the shopper wants. A heart or a "remove" button shows what
-- the page last read; another tab may have changed it since. Flipping blindly would then undo
-- that tab's change (a remove that re-saves), so the caller says what it wants:
--   p_favorite true  → saved (already saved: nothing changes);
--   p_favorite false → not saved (not saved: nothing changes, even for a hidden product);
--   p_favorite null  → flipped, as before.
-- The one-argument function is replaced (two overloads would make PostgREST's choice ambiguous).

drop function public.toggle_favorite(uuid);

create function public.toggle_favorite(p_product_id uuid, p_favorite boolean default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_saved boolean;
  v_favorite boolean;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión para guardar favoritos', '42501');
  end if;
  if p_product_id is not null then
    perform private.lock_shopper_product('favorite', v_user, p_product_id);
  end if;

  v_saved := exists (
    select 1 from public.user_favorites f where f.user_id = v_user and f.product_id = p_product_id
  );
  v_favorite := coalesce(p_favorite, not v_saved);

  if v_saved and not v_favorite then
    delete from public.user_favorites f where f.user_id = v_user and f.product_id = p_product_id;
  elsif not v_saved and v_favorite then
    if not exists (select 1 from public.products p where p.id = p_product_id and p.is_active) then
      perform private.fail('Producto no encontrado');
    end if;
    insert into public.user_favorites (user_id, product_id) values (v_user, p_product_id)
      on conflict (user_id, product_id) do nothing;
  end if;

  return jsonb_build_object(
    'product_id', p_product_id,
    'favorite', v_favorite,
    'favorites_count',
      (select count(*)::integer from public.user_favorites f where f.user_id = v_user)
  );
end
$$;
comment on function public.toggle_favorite is
  'Saves (p_favorite true) or removes (false) the caller''s favourite, or flips it (null, the default). Saving needs an active product; removing works for a hidden one. Returns product_id, favorite (now), favorites_count.';

revoke execute on function public.toggle_favorite(uuid, boolean) from public, anon, authenticated;
grant execute on function public.toggle_favorite(uuid, boolean) to authenticated, service_role;
