-- The words the back office's operations need (issue 38), in a migration of their own: an enum
-- value added in a transaction can only be used once that transaction has committed, and the
-- next migration (20261207110100_back_office_operations.sql) uses them.
--
-- * `user_role`: customer (a shopper), staff ('Personal') and admin.
-- * A redemption is `delivered` (was `completed`): pending → delivered | cancelled.
-- * Ledger movements: `adjustment` (an admin's, with the reason the shopper reads) and
--   `returned` (points given back, e.g. a cancelled redemption).
-- * A bonus or a gift an admin voids is `void`.

create type public.user_role as enum ('customer', 'staff', 'admin');

alter type public.redemption_status rename value 'completed' to 'delivered';

alter type public.points_transaction_type add value if not exists 'adjustment';
alter type public.points_transaction_type add value if not exists 'returned';

alter type public.bonus_status add value if not exists 'void';

alter type public.gift_status add value if not exists 'void';
