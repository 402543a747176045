import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  ConfirmDialog,
  FormField,
  Select,
  VisuallyHidden,
  formatCOP,
  formatDate,
  formatNumber,
} from '@bonis/design-system';
import { getSupabase } from '@bonis/supabase-client';
import {
  AdminTable,
  CsvExportButton,
  ListToolbar,
  useListParams,
  useRealtimeInvalidate,
  useUndoableDelete,
  type AdminColumn,
  type CsvColumn,
} from '../../../components/admin-kit';
import {
  DEFAULT_USER_SORT,
  USER_SORT_KEYS,
  getUsersRange,
  useUsers,
  type AdminUser,
  type UsersFilter,
} from '../api/get-users';
import { userKeys } from '../api/user-keys';
import { useCurrentAdminId } from '../hooks/use-current-admin-id';
import {
  MEMBERSHIP_LABELS,
  MEMBERSHIP_TYPES,
  NO_NAME,
  ROLE_FILTERS,
  ROLE_LABELS,
  displayName,
  fullName,
  isMembershipType,
  isRoleFilter,
  membershipBadge,
  membershipLabel,
} from '../lib/labels';
import { EditUserDialog } from './edit-user-dialog';
import { UserDetailDialog } from './user-detail-dialog';
import { UserStatsCards } from './user-stats';
import { Badges, Filters, Muted, Nowrap, RowActions, Stack } from './users.styles';

export const USERS_MESSAGES = {
  loadFailed: 'Error al cargar usuarios',
  deleteFailed: 'Error al eliminar usuario',
  ownAccount: 'No puedes eliminar tu propia cuenta',
  confirmTitle: '¿Eliminar este usuario?',
} as const;

const DEFAULT_FILTERS = { membership: 'all', role: 'all' };

/** How a row is named in buttons, dialogs and toasts: the name, else the email. */
const labelOf = (user: AdminUser) => fullName(user) || user.email || NO_NAME;

const membershipOptions = [
  { value: 'all', label: 'Todas' },
  ...MEMBERSHIP_TYPES.map((type) => ({ value: type, label: MEMBERSHIP_LABELS[type] })),
];
const roleOptions = ROLE_FILTERS.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const CSV_COLUMNS: CsvColumn<AdminUser>[] = [
  { header: 'Nombre', value: (user) => fullName(user) },
  { header: 'Correo', value: (user) => user.email },
  { header: 'Teléfono', value: (user) => user.phone },
  { header: 'Membresía', value: (user) => membershipLabel(user.membership_type) },
  {
    header: 'Vencimiento',
    value: (user) => (user.membership_expiry ? formatDate(user.membership_expiry, 'short') : null),
  },
  { header: 'Administrador', value: (user) => user.is_admin },
  { header: 'Pedidos', value: (user) => user.total_orders },
  { header: 'Total gastado', value: (user) => user.total_spent },
  { header: 'Registrado', value: (user) => formatDate(user.created_at, 'short') },
];

function DeleteButton({
  user,
  isSelf,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onDelete: (user: AdminUser) => void;
}) {
  const reasonId = useId();
  if (!isSelf) {
    return (
      <Button
        variant="danger"
        size="sm"
        aria-label={`Eliminar ${labelOf(user)}`}
        onClick={() => onDelete(user)}
      >
        Eliminar
      </Button>
    );
  }
  return (
    <span title={USERS_MESSAGES.ownAccount}>
      <Button
        variant="danger"
        size="sm"
        aria-label={`Eliminar ${labelOf(user)}`}
        aria-describedby={reasonId}
        disabled
      >
        Eliminar
      </Button>
      <VisuallyHidden id={reasonId}>{USERS_MESSAGES.ownAccount}</VisuallyHidden>
    </span>
  );
}

/**
 * The admin's users screen (`/admin/users`): the four summary cards, then every profile in a
 * server-side list (search by name or email, membership and role filters, sorting, pages; all in
 * the URL), CSV export of the filtered list, and per row the detail, the edit dialog and an
 * undoable delete behind a confirmation. The admin's own row can't be deleted nor its admin
 * flag changed (the database refuses both too). Profiles changing elsewhere refresh it live.
 */
export function UsersPage() {
  const queryClient = useQueryClient();
  const adminId = useCurrentAdminId();
  const list = useListParams({
    sort: DEFAULT_USER_SORT,
    filters: DEFAULT_FILTERS,
    allowedSorts: USER_SORT_KEYS,
  });
  const filter: UsersFilter = {
    q: list.q,
    membership: isMembershipType(list.filters.membership) ? list.filters.membership : 'all',
    role: isRoleFilter(list.filters.role) ? list.filters.role : 'all',
    sort: list.sort,
  };
  const users = useUsers({ ...filter, ...list.range });

  useRealtimeInvalidate({ channel: 'admin-users', table: 'user_profiles', queryKey: userKeys.all });

  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const undoable = useUndoableDelete({
    table: 'user_profiles',
    errorMessage: USERS_MESSAGES.deleteFailed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
  const hidden = undoable.hiddenIds;
  const rows = useMemo(
    () => (users.data?.rows ?? []).filter((user) => !hidden.includes(user.id)),
    [users.data, hidden],
  );
  const total = Math.max(
    0,
    (users.data?.total ?? 0) - ((users.data?.rows.length ?? 0) - rows.length),
  );
  // the dialogs show the row as the list has it now (realtime and saves refresh it)
  const current = (user: AdminUser | null) =>
    user && (users.data?.rows.find((row) => row.id === user.id) ?? user);

  const columns = useMemo<AdminColumn<AdminUser>[]>(
    () => [
      {
        key: 'name',
        header: 'Nombre',
        sortable: true,
        cell: (user) => (
          <span>
            {displayName(user)}
            {user.id === adminId && <Muted> (tú)</Muted>}
          </span>
        ),
      },
      { key: 'email', header: 'Correo', cell: (user) => user.email ?? '—' },
      {
        key: 'phone',
        header: 'Teléfono',
        cell: (user) => <Nowrap>{user.phone ?? '—'}</Nowrap>,
      },
      {
        key: 'membership',
        header: 'Membresía',
        cell: (user) => (
          <Stack>
            <Badges>
              <Badge variant={membershipBadge(user.membership_type)} size="sm">
                {membershipLabel(user.membership_type)}
              </Badge>
            </Badges>
            {user.membership_expiry && (
              <Muted>Vence {formatDate(user.membership_expiry, 'short')}</Muted>
            )}
          </Stack>
        ),
      },
      {
        key: 'role',
        header: 'Rol',
        cell: (user) =>
          user.is_admin ? (
            <Badge variant="info" size="sm">
              Admin
            </Badge>
          ) : (
            <Muted>Cliente</Muted>
          ),
      },
      {
        key: 'total_orders',
        header: 'Pedidos',
        sortable: true,
        align: 'end',
        cell: (user) => formatNumber(user.total_orders),
      },
      {
        key: 'total_spent',
        header: 'Total gastado',
        sortable: true,
        align: 'end',
        cell: (user) => <Nowrap>{formatCOP(user.total_spent)}</Nowrap>,
      },
      {
        key: 'created_at',
        header: 'Registro',
        sortable: true,
        cell: (user) => <Nowrap>{formatDate(user.created_at, 'short')}</Nowrap>,
      },
      {
        key: 'actions',
        header: 'Acciones',
        align: 'end',
        cell: (user) => (
          <RowActions>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Ver ${labelOf(user)}`}
              onClick={() => setViewing(user)}
            >
              Ver
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Editar ${labelOf(user)}`}
              onClick={() => setEditing(user)}
            >
              Editar
            </Button>
            <DeleteButton user={user} isSelf={user.id === adminId} onDelete={setDeleting} />
          </RowActions>
        ),
      },
    ],
    [adminId],
  );

  const filtered = filter.q !== '' || filter.membership !== 'all' || filter.role !== 'all';
  const viewed = current(viewing);
  const edited = current(editing);

  return (
    <>
      <UserStatsCards />
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar usuarios',
          placeholder: 'Nombre o correo',
        }}
        filters={
          <Filters>
            <FormField label="Membresía">
              <Select
                value={filter.membership}
                options={membershipOptions}
                onChange={(event) => list.setFilter('membership', event.currentTarget.value)}
              />
            </FormField>
            <FormField label="Rol">
              <Select
                value={filter.role}
                options={roleOptions}
                onChange={(event) => list.setFilter('role', event.currentTarget.value)}
              />
            </FormField>
          </Filters>
        }
        actions={
          <CsvExportButton
            fileName="usuarios"
            columns={CSV_COLUMNS}
            fetchPage={(from, to) => getUsersRange(getSupabase(), filter, from, to)}
          />
        }
      />
      <AdminTable<AdminUser>
        caption="Usuarios"
        columns={columns}
        rows={rows}
        total={total}
        loading={users.isPending}
        error={users.isError ? USERS_MESSAGES.loadFailed : null}
        onRetry={() => void users.refetch()}
        getRowId={(user) => user.id}
        getRowLabel={labelOf}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={(sort) => list.setSort(sort as typeof list.sort)}
        emptyMessage={
          filtered ? 'Ningún usuario coincide con la búsqueda o los filtros' : 'Aún no hay usuarios'
        }
      />
      {viewed && <UserDetailDialog user={viewed} onClose={() => setViewing(null)} />}
      {edited && (
        <EditUserDialog
          key={edited.id}
          user={edited}
          isSelf={edited.id === adminId}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          // the admin's own row has no enabled 'Eliminar'; the database refuses it too
          if (deleting && deleting.id !== adminId) {
            undoable.remove([deleting.id], labelOf(deleting));
          }
        }}
        title={USERS_MESSAGES.confirmTitle}
        message={
          deleting &&
          `Se eliminará la cuenta de ${labelOf(deleting)}: no podrá volver a iniciar sesión y sus datos se borrarán definitivamente en 30 días. Sus pedidos se conservan en el historial de la tienda.`
        }
        confirmLabel="Eliminar"
        tone="danger"
      />
    </>
  );
}
