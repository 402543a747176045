-- A cart line's quantity changes only inside the functions of 20261125150000_cart_functions.sql
-- (ARCHITECTURE §4), and a favourite is saved or removed only by toggle_favorite: shoppers keep
-- reading their own cart and favourites, and lose every direct write. Nothing else in the
-- schema writes these tables as a shopper: place_order empties the cart and the account
-- deletion cascades as the functions' owner, the seed runs as the database owner.

drop policy "shoppers add active products to their own cart" on public.cart_items;
drop policy "shoppers change their own cart" on public.cart_items;
drop policy "shoppers remove from their own cart" on public.cart_items;

drop policy "shoppers save their own favourites" on public.user_favorites;
drop policy "shoppers remove their own favourites" on public.user_favorites;

-- Without the privilege a direct write is refused outright ("permission denied for table"),
-- not just filtered by RLS, whatever policy a later migration might add by mistake.
revoke insert, update, delete, truncate on public.cart_items from anon, authenticated;
revoke insert, update, delete, truncate on public.user_favorites from anon, authenticated;
