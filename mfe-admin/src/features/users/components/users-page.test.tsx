import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { UserRole } from '@bonis/supabase-client';
import type { AdminUser } from '../api/get-users';
import { UsersPage } from './users-page';

const ADMIN_ID = 'admin-1';

/** A row of the list as the database answers it: with its role. */
type UserRow = AdminUser & { role: UserRole };

const user = (fields: Partial<UserRow> & Pick<UserRow, 'id'>): UserRow => ({
  first_name: '',
  last_name: '',
  email: null,
  phone: null,
  birth_date: null,
  pet_name: null,
  membership_type: 'regular',
  membership_expiry: null,
  is_admin: false,
  role: 'customer',
  total_orders: 0,
  total_spent: 0,
  created_at: '2026-11-01T15:00:00Z',
  ...fields,
});

const ANA = user({
  id: ADMIN_ID,
  first_name: 'Ana',
  last_name: 'Gómez',
  email: 'ana@bonis.co',
  phone: '3001234567',
  is_admin: true,
  role: 'admin',
});
const LUIS = user({
  id: 'user-2',
  first_name: 'Luis',
  last_name: 'Pérez',
  email: 'luis@correo.co',
  birth_date: '1990-05-12',
  pet_name: 'Toby',
  membership_type: 'anual',
  membership_expiry: '2027-06-30',
  total_orders: 4,
  total_spent: 250000,
  created_at: '2026-10-20T15:00:00Z',
});
const NAMELESS = user({ id: 'user-3', email: 'sin.nombre@correo.co' });
const MARTA = user({
  id: 'user-4',
  first_name: 'Marta',
  last_name: 'León',
  email: 'marta@bonis.co',
  role: 'staff',
  created_at: '2026-09-01T15:00:00Z',
});

const STATS = { total: 1234, admins: 3, staff: 5, members: 57, new_this_month: 12 };

interface Setup {
  route?: string;
  rows?: UserRow[];
  /** the filtered list's exact count (default: the rows given) */
  count?: number;
  /** the first read of the list fails */
  failFirstRead?: boolean;
  /** who the shell publishes on the bus: the admin Ana (default), staff, or nobody yet */
  session?: 'admin' | 'staff' | false;
}

function setup({
  route = '/admin/users',
  rows = [ANA, LUIS, NAMELESS, MARTA],
  count = rows.length,
  failFirstRead = false,
  session = 'admin',
}: Setup = {}) {
  const listReads: TableRequest[] = [];
  supabaseMock.table('user_profiles').get((request) => {
    listReads.push(request);
    if (failFirstRead && listReads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count };
  });
  supabaseMock.rpc('admin_user_stats', () => STATS);
  if (session === 'admin') signInOnBus({ userId: ADMIN_ID, isAdmin: true });
  if (session === 'staff') signInOnBus({ userId: MARTA.id, isAdmin: false, role: 'staff' });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <UsersPage />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, listReads, requests };
}

const writes = (method: 'PATCH' | 'DELETE') =>
  supabaseMock.requests.filter((r) => r.method === method && r.path === '/rest/v1/user_profiles');

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the summary cards', () => {
  it('show the counts admin_user_stats gives', async () => {
    setup();
    const card = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(card('Total de usuarios')).toHaveTextContent('1.234'));
    expect(card('Administradores')).toHaveTextContent('3');
    expect(card('Miembros')).toHaveTextContent('57');
    expect(card('Nuevos este mes')).toHaveTextContent('12');
    expect(supabaseMock.rpcCalls('admin_user_stats')).toHaveLength(1);
  });

  it("adds 'Personal', the staff accounts, when admin_user_stats counts them", async () => {
    setup();
    const card = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(card('Personal')).toHaveTextContent('5'));
  });
});

describe('the list', () => {
  it('shows each profile with its membership, role, orders, spending and sign-up date', async () => {
    setup();
    const luis = await findRow('Luis Pérez');
    expect(luis).toHaveTextContent('luis@correo.co');
    expect(luis).toHaveTextContent('Anual');
    expect(luis).toHaveTextContent('Vence 30/06/2027');
    expect(luis).toHaveTextContent('$ 250.000');
    expect(luis).toHaveTextContent('20/10/2026');
    expect(rowOf('sin.nombre@correo.co')).toHaveTextContent('Sin nombre');
  });

  it("badges each back-office account with its role: 'Administrador', 'Personal'", async () => {
    setup();
    const marta = await findRow('Marta León');
    expect(within(marta).getByText('Personal')).toHaveAttribute('data-role', 'staff');
    expect(within(rowOf('Ana Gómez')).getByText('Administrador')).toHaveAttribute(
      'data-role',
      'admin',
    );
    expect(within(rowOf('Luis Pérez')).queryByText(/Administrador|Personal/)).toBeNull();
  });

  it('filters by role: everybody, administrators, staff or customers', async () => {
    setup();
    await findRow('Luis Pérez');
    const role = screen.getByRole('combobox', { name: 'Rol' }) as HTMLSelectElement;
    expect([...role.options].map((option) => option.text)).toEqual([
      'Todos',
      'Administradores',
      'Personal',
      'Clientes',
    ]);
  });

  it('reads the page, search, filters and sort the URL asks for', async () => {
    const { listReads } = setup({
      route:
        '/admin/users?q=g%C3%B3mez%2C%20ana&membership=vip&role=admin&sort=total_spent.desc&page=3&size=10',
      count: 57,
    });
    await waitFor(() => expect(listReads).toHaveLength(1));
    const read = listReads[0];
    const pattern = '"*gómez, ana*"';
    expect(read?.filters).toEqual({
      or: `(first_name.ilike.${pattern},last_name.ilike.${pattern},email.ilike.${pattern})`,
      membership_type: 'eq.vip',
      role: 'eq.admin',
    });
    expect(read?.order).toBe('total_spent.desc,created_at.desc,id.asc');
    expect(read?.offset).toBe(20);
    expect(read?.limit).toBe(10);
    expect(read?.count).toBe('exact');
  });

  it('reads newest first, 20 a page, with no filter by default', async () => {
    const { listReads } = setup();
    await waitFor(() => expect(listReads).toHaveLength(1));
    expect(listReads[0]?.filters).toEqual({});
    expect(listReads[0]?.order).toBe('created_at.desc,id.asc');
    expect(listReads[0]?.offset).toBe(0);
    expect(listReads[0]?.limit).toBe(20);
  });

  it('puts a filter in the URL and reads the list again with it', async () => {
    const { user, listReads, location } = setup({ route: '/admin/users?page=2' });
    await findRow('Luis Pérez');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Membresía' }), 'Mensual');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Clientes');
    expect(location()).toBe('/admin/users?membership=mensual&role=customer');
    await waitFor(() =>
      expect(listReads.at(-1)?.filters).toEqual({
        membership_type: 'eq.mensual',
        role: 'eq.customer',
      }),
    );
    expect(listReads.at(-1)?.offset).toBe(0);
  });

  it("says 'Error al cargar usuarios' when the list can't be read, and 'Reintentar' reads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, listReads } = setup({ failFirstRead: true });
    expect(await screen.findByText('Error al cargar usuarios')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('Luis Pérez')).toBeInTheDocument();
    expect(listReads).toHaveLength(2);
  });

  it('reads the list and the cards again when a profile changes elsewhere', async () => {
    const { listReads } = setup();
    await findRow('Luis Pérez');
    await waitFor(() => expect(supabaseMock.rpcCalls('admin_user_stats')).toHaveLength(1));
    await supabaseMock.realtime.subscribed('user_profiles');
    supabaseMock.realtime.push({
      table: 'user_profiles',
      eventType: 'INSERT',
      new: { id: 'user-9', first_name: 'Nueva' },
    });
    await waitFor(() => expect(listReads).toHaveLength(2));
    await waitFor(() => expect(supabaseMock.rpcCalls('admin_user_stats')).toHaveLength(2));
  });
});

describe('the CSV export', () => {
  it('reads the whole filtered list and downloads one line per user', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:usuarios';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, listReads } = setup({ route: '/admin/users?membership=anual&q=luis' });
    await findRow('Luis Pérez');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exportRead = listReads.at(-1);
    expect(exportRead?.filters).toMatchObject({ membership_type: 'eq.anual' });
    expect(exportRead?.filters.or).toContain('email.ilike."*luis*"');
    expect(exportRead?.offset).toBe(0);
    expect(exportRead?.limit).toBe(1000);
    expect(exportRead?.count).toBeUndefined();

    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nombre;Correo;Teléfono;Membresía;Vencimiento;Rol;Pedidos;Total gastado;Registrado',
    );
    expect(lines).toContain(
      'Luis Pérez;luis@correo.co;;Anual;30/06/2027;Cliente;4;250.000;20/10/2026',
    );
    expect(lines).toContain(
      'Ana Gómez;ana@bonis.co;3001234567;Regular;;Administrador;0;0;01/11/2026',
    );
    expect(lines).toContain('Marta León;marta@bonis.co;;Regular;;Personal;0;0;01/09/2026');
  });
});

describe("the admin's own row", () => {
  it('cannot be deleted, and says why', async () => {
    setup();
    const own = await findRow('Ana Gómez');
    const remove = within(own).getByRole('button', { name: 'Eliminar Ana Gómez' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('No puedes eliminar tu propia cuenta');
    expect(screen.getByRole('button', { name: 'Eliminar Luis Pérez' })).toBeEnabled();
  });

  it('keeps its role locked, says why, and leaves the role out of the update', async () => {
    supabaseMock.table('user_profiles').patch(() => [{ id: ADMIN_ID }]);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Ana Gómez' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuario' });
    const role = within(dialog).getByRole('combobox', { name: 'Rol' });
    expect(role).toBeDisabled();
    expect(role).toHaveValue('admin');
    expect(role).toHaveDisplayValue('Administrador');
    expect(role).toHaveAccessibleDescription('No puedes cambiar tu propio rol de administrador');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Gómez',
      phone: '3001234567',
    });
  });
});

describe('editing a user', () => {
  it('sends the names, phone and the new role by id, then says so and closes', async () => {
    supabaseMock.table('user_profiles').patch(() => [{ id: LUIS.id }]);
    const { user, requests, listReads } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Luis Pérez' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuario' });
    const first = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await user.clear(first);
    await user.type(first, ' Luis Alberto ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '+57 310 555 1234');
    const role = within(dialog).getByRole('combobox', { name: 'Rol' });
    expect(role).toHaveValue('customer');
    expect([...(role as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Cliente',
      'Personal',
      'Administrador',
    ]);
    await user.selectOptions(role, 'Personal');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    const patch = writes('PATCH')[0];
    expect(patch?.query).toMatchObject({ id: 'eq.user-2', select: 'id' });
    expect(patch?.body).toEqual({
      first_name: 'Luis Alberto',
      last_name: 'Pérez',
      phone: '+57 310 555 1234',
      role: 'staff',
    });
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Usuario actualizado', tone: 'success' }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listReads).toHaveLength(2));
  });

  it("shows a staff account's role and sends no role when only the phone changes", async () => {
    supabaseMock.table('user_profiles').patch(() => [{ id: MARTA.id }]);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Marta León' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuario' });
    const role = within(dialog).getByRole('combobox', { name: 'Rol' });
    expect(role).toBeEnabled();
    expect(role).toHaveDisplayValue('Personal');
    expect(role).toHaveAccessibleDescription(/^Personal: pedidos, envíos, canjes, regalos y stock/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '3105551234');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({
      first_name: 'Marta',
      last_name: 'León',
      phone: '3105551234',
    });
  });

  it("refuses a phone the database would refuse with 'Teléfono inválido', sending nothing", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Luis Pérez' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuario' });
    const phone = within(dialog).getByRole('textbox', { name: 'Teléfono' });
    await user.type(phone, '300-123-4567');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(dialog).findByText('Teléfono inválido')).toBeInTheDocument();
    expect(phone).toBeInvalid();
    expect(writes('PATCH')).toHaveLength(0);
  });

  it("toasts 'Error al actualizar usuario' with the database's refusal and keeps the dialog open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // the admin was made staff meanwhile, in another tab: the database refuses
    supabaseMock
      .table('user_profiles')
      .patch(
        supabaseMock.error({ code: '42501', message: 'El rol Personal no puede editar usuarios' }),
      );
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Luis Pérez' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuario' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rol' }),
      'Administrador',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Error al actualizar usuario',
          description: 'El rol Personal no puede editar usuarios',
          tone: 'error',
        },
      ]),
    );
    expect(writes('PATCH')[0]?.body).toMatchObject({ role: 'admin' });
    expect(screen.getByRole('dialog', { name: 'Editar usuario' })).toBeInTheDocument();
  });
});

describe("staff ('Personal')", () => {
  it('read the list, without editing, deleting or selecting, and are told it is read-only', async () => {
    setup({ session: 'staff' });
    const luis = await findRow('Luis Pérez');
    expect(within(luis).getByRole('button', { name: 'Ver Luis Pérez' })).toBeInTheDocument();
    expect(within(luis).queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(within(luis).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar Luis Pérez' })).toBeNull();
    expect(screen.getByText(/^Solo lectura: tu rol \(Personal\)/)).toBeInTheDocument();
  });
});

describe('deleting a user', () => {
  const confirmDelete = async (user: ReturnType<typeof setup>['user'], name = 'Luis Pérez') => {
    await user.click(await screen.findByRole('button', { name: `Eliminar ${name}` }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar este usuario?' });
    expect(confirm).toHaveAccessibleDescription(
      /Se eliminará la cuenta de Luis Pérez: no podrá volver a iniciar sesión/,
    );
    expect(confirm).toHaveAccessibleDescription(/Sus pedidos se conservan/);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };

  /** The database's soft delete: the ids go, and the list reads the others afterwards. */
  const deleteAnswered = () =>
    supabaseMock.rpc('admin_delete', ({ body }) => {
      supabaseMock.table('user_profiles').get({ rows: [ANA, NAMELESS], count: 2 });
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });

  it("asks first, then deletes at once through admin_delete and offers 'Deshacer'", async () => {
    deleteAnswered();
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'user_profiles', p_ids: ['user-2'] },
      ]),
    );
    const undo = await screen.findByRole('status');
    await waitFor(() => expect(undo).toHaveTextContent('Eliminado'));
    expect(undo).toHaveTextContent('Luis Pérez');
    expect(within(undo).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Luis Pérez/ })).not.toBeInTheDocument(),
    );
    expect(writes('DELETE')).toHaveLength(0);
  });

  it("sends nothing when the confirmation is cancelled, and 'Deshacer' restores the account", async () => {
    deleteAnswered();
    supabaseMock.rpc('admin_restore', ({ body }) => {
      supabaseMock.table('user_profiles').get({ rows: [ANA, LUIS, NAMELESS], count: 3 });
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Luis Pérez' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(rowOf('Luis Pérez')).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('admin_delete')).toHaveLength(0);

    await confirmDelete(user);
    const undo = await screen.findByRole('button', { name: 'Deshacer' });
    await user.click(undo);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'user_profiles', p_ids: ['user-2'] },
      ]),
    );
    expect(await findRow('Luis Pérez')).toBeInTheDocument();
  });

  it("shows the database's refusal and the row again, never 'Eliminado'", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({ code: '42501', message: 'No puedes eliminar tu propia cuenta' }),
    );
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No puedes eliminar tu propia cuenta'),
    );
    expect(await findRow('Luis Pérez')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });

  it("shows 'Error al eliminar usuario' when the database gives no reason", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error al eliminar usuario'),
    );
    expect(await findRow('Luis Pérez')).toBeInTheDocument();
  });
});

describe("a user's page", () => {
  it("opens from 'Ver', for admins and staff", async () => {
    const { user, location } = setup({ session: 'staff' });
    await user.click(await screen.findByRole('button', { name: 'Ver Luis Pérez' }));
    expect(location()).toBe('/admin/users/user-2');
  });
});
