import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Badge, formatCOP, formatDate, formatNumber } from '@bonis/design-system';
import { DB_MESSAGES } from '@bonis/supabase-client';
import {
  Description,
  NameCell,
  Nowrap,
  ResourceList,
  StackCell,
  defineResource,
  type AdminColumn,
  type CsvColumn,
} from '../../../components/admin-kit';
import {
  DEFAULT_USER_SORT,
  USER_SORT_KEYS,
  getUsersPage,
  type AdminUser,
  type UserSortKey,
} from '../api/get-users';
import { userKeys } from '../api/user-keys';
import { ROLE_LABELS } from '../../../lib/permissions';
import { useCurrentAdminId } from '../hooks/use-current-admin-id';
import {
  MEMBERSHIP_LABELS,
  MEMBERSHIP_TYPES,
  NO_NAME,
  displayName,
  fullName,
  membershipBadge,
  membershipLabel,
} from '../lib/labels';
import { userRoleOf, type EditUserUpdate, type EditUserValues } from '../schemas/edit-user';
import { editUserForm } from './edit-user-dialog';
import { UserStatsCards } from './user-stats';

export const USERS_MESSAGES = {
  loadFailed: 'Error al cargar usuarios',
  deleteFailed: 'Error al eliminar usuario',
  ownAccount: DB_MESSAGES.ownAccountDelete,
  confirmTitle: '¿Eliminar este usuario?',
} as const;

/** How a row is named in buttons, dialogs and toasts: the name, else the email. */
const labelOf = (user: AdminUser) => fullName(user) || user.email || NO_NAME;

/** '1 pedido', '4 pedidos': under what the user spent. */
const ordersCount = (n: number) => (n === 1 ? '1 pedido' : `${formatNumber(n)} pedidos`);

/** '1 usuario', '3 usuarios'. */
const usersCount = (n: number) => (n === 1 ? '1 usuario' : `${formatNumber(n)} usuarios`);

const CSV_COLUMNS: CsvColumn<AdminUser>[] = [
  { header: 'Nombre', value: (user) => fullName(user) },
  { header: 'Correo', value: (user) => user.email },
  { header: 'Teléfono', value: (user) => user.phone },
  { header: 'Membresía', value: (user) => membershipLabel(user.membership_type) },
  {
    header: 'Vencimiento',
    value: (user) => (user.membership_expiry ? formatDate(user.membership_expiry, 'short') : null),
  },
  { header: 'Rol', value: (user) => ROLE_LABELS[userRoleOf(user)] },
  { header: 'Pedidos', value: (user) => user.total_orders },
  { header: 'Total gastado', value: (user) => user.total_spent },
  { header: 'Registrado', value: (user) => formatDate(user.created_at, 'short') },
];

/** The back-office roles' badges ('Administrador', 'Personal'); a customer has none. */
const ROLE_BADGE_TONES = { admin: 'info', staff: 'neutral' } as const;

/**
 * The role filter: everybody, or one role (`role=<user_role>` in the URL; `get-users.ts` reads
 * it).
 */
const ROLE_FILTER_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'admin', label: 'Administradores' },
  { value: 'staff', label: ROLE_LABELS.staff },
  { value: 'customer', label: 'Clientes' },
];

/**
 * The name, the email under it, the role's badge ('Administrador', 'Personal'), and '(tú)' on
 * the signed-in admin's row.
 */
function UserCell({ user }: { user: AdminUser }) {
  const adminId = useCurrentAdminId();
  const role = userRoleOf(user);
  const tags =
    role !== 'customer' || user.id === adminId ? (
      <>
        {role !== 'customer' ? (
          <Badge tone={ROLE_BADGE_TONES[role]} size="sm" data-role={role}>
            {ROLE_LABELS[role]}
          </Badge>
        ) : null}
        {user.id === adminId ? <Description>(tú)</Description> : null}
      </>
    ) : null;
  return <NameCell name={displayName(user)} subtitle={user.email} tags={tags} maxWidth="20ch" />;
}

/**
 * The list's columns, sized to fit beside the admin's sidebar at 1280 px (the table gets about
 * 970 px, with the checkboxes and the three buttons): the email and the role sit in the user's
 * cell, the order count under the total spent (sorting by it stays a URL's `sort`); the phone
 * and the rest of the profile are in the detail ('Ver').
 */
const columns: AdminColumn<AdminUser>[] = [
  { key: 'name', header: 'Nombre', sortable: true, cell: (user) => <UserCell user={user} /> },
  {
    key: 'membership',
    header: 'Membresía',
    cell: (user) => (
      <StackCell
        main={
          <Badge variant={membershipBadge(user.membership_type)} size="sm">
            {membershipLabel(user.membership_type)}
          </Badge>
        }
        note={user.membership_expiry && `Vence ${formatDate(user.membership_expiry, 'short')}`}
      />
    ),
  },
  {
    key: 'total_spent',
    header: 'Total gastado',
    sortable: true,
    align: 'end',
    cell: (user) => (
      <StackCell
        main={formatCOP(user.total_spent)}
        note={<Nowrap>{ordersCount(user.total_orders)}</Nowrap>}
      />
    ),
  },
  {
    key: 'created_at',
    header: 'Registro',
    sortable: true,
    cell: (user) => <Nowrap>{formatDate(user.created_at, 'short')}</Nowrap>,
  },
];

/**
 * Every profile in a server-side list: search by name or email, membership and role filters,
 * sorting, pages (all in the URL), CSV export of the filtered list; per row the detail, the
 * edit dialog (with the role) and an undoable delete behind a confirmation. The admin's own row
 * can't be deleted nor its role changed (the database refuses both too). Profiles changing
 * elsewhere refresh it live.
 */
export const users = defineResource<
  AdminUser,
  UserSortKey,
  EditUserValues,
  EditUserUpdate,
  string | undefined
>({
  queryKey: userKeys.all,
  table: 'user_profiles',
  fetchPage: getUsersPage,
  csvRows: (client, query, range) =>
    getUsersPage(client, query, range, false).then((page) => page.rows),
  sorts: USER_SORT_KEYS,
  defaultSort: DEFAULT_USER_SORT,
  filters: [
    {
      name: 'membership',
      label: 'Membresía',
      options: [
        { value: 'all', label: 'Todas' },
        ...MEMBERSHIP_TYPES.map((type) => ({ value: type, label: MEMBERSHIP_LABELS[type] })),
      ],
    },
    { name: 'role', label: 'Rol', options: ROLE_FILTER_OPTIONS },
  ],
  columns,
  csv: CSV_COLUMNS,
  getRowLabel: labelOf,
  deletable: true,
  form: editUserForm,
  // staff ('Personal') read the list: editing a user (and their role) and deleting are an admin's
  permissions: { edit: 'users.edit' },
  live: true,
  texts: {
    caption: 'Usuarios',
    loadError: USERS_MESSAGES.loadFailed,
    empty: 'Aún no hay usuarios',
    emptyFiltered: 'Ningún usuario coincide con la búsqueda o los filtros',
    search: { label: 'Buscar usuarios', placeholder: 'Nombre o correo' },
    count: usersCount,
    confirmDelete: {
      title: USERS_MESSAGES.confirmTitle,
      message: (user) =>
        `Se eliminará la cuenta de ${labelOf(user)}: no podrá volver a iniciar sesión y sus datos se borrarán definitivamente en 30 días. Sus pedidos se conservan en el historial de la tienda.`,
      bulkTitle: '¿Eliminar estos usuarios?',
      bulkMessage: (n) =>
        `Se eliminarán las cuentas de ${usersCount(n)}: no podrán volver a iniciar sesión y sus datos se borrarán definitivamente en 30 días. Sus pedidos se conservan en el historial de la tienda.`,
    },
    deleteError: USERS_MESSAGES.deleteFailed,
    csvFileName: 'usuarios',
  },
});

/** /admin/users: the four summary cards over the users list; 'Ver' opens the customer's page. */
export function UsersPage() {
  const adminId = useCurrentAdminId();
  const navigate = useNavigate();
  const resource = useMemo(
    () => ({
      ...users,
      rowActions: [
        {
          label: 'Ver',
          onClick: (user: AdminUser) =>
            void navigate(`/admin/users/${encodeURIComponent(user.id)}`),
        },
      ],
      // the admin's own row has a disabled 'Eliminar'; the database refuses it too
      deleteDisabled: (user: AdminUser) => (user.id === adminId ? USERS_MESSAGES.ownAccount : null),
    }),
    [adminId, navigate],
  );
  return <ResourceList resource={resource} aside={<UserStatsCards />} />;
}
