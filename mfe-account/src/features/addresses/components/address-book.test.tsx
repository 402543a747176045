import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import { addressKeys } from '../api/get-addresses';
import { AddressBook } from './address-book';

interface Row {
  id: string;
  user_id: string;
  label: string;
  address: string;
  department: string;
  city: string;
  phone: string | null;
  is_default: boolean;
  created_at: string;
}

const row = (id: string, fields: Partial<Row> = {}): Row => ({
  id,
  user_id: 'user-1',
  label: 'Casa',
  address: 'Calle 10 # 5-20',
  department: 'Antioquia',
  city: 'Medellín',
  phone: null,
  is_default: false,
  created_at: '2026-02-01T10:00:00Z',
  ...fields,
});

const HOME = row('a1', { is_default: true, phone: '3001234567' });
const OFFICE = row('a2', {
  label: 'Oficina',
  address: 'Carrera 7 # 71-21, piso 4',
  department: 'Bogotá D.C.',
  city: 'Bogotá',
  created_at: '2026-02-03T10:00:00Z',
});

/** The shopper's book as the database holds it, kept by its rules (one default, newest first). */
let book: Row[];
let bus: ReturnType<typeof recordBusRequests>;

const sorted = () =>
  [...book].sort(
    (a, b) =>
      Number(b.is_default) - Number(a.is_default) || b.created_at.localeCompare(a.created_at),
  );
const idOf = (request: TableRequest) => request.eq('id');
const writes = (method: TableRequest['method']) =>
  supabaseMock.requests.filter(
    (request) => request.path === '/rest/v1/user_addresses' && request.method === method,
  );

beforeEach(() => {
  // copies: the handlers change the rows in place
  book = [{ ...HOME }, { ...OFFICE }];
  let created = 0;
  supabaseMock
    .table('user_addresses')
    .get(() => sorted())
    .post(({ body }) => {
      created += 1;
      const fields = body as Partial<Row>;
      const added = row(`new-${created}`, {
        ...fields,
        is_default: book.length === 0,
        created_at: `2026-03-0${created}T10:00:00Z`,
      });
      book.push(added);
      return added;
    })
    .patch((request) => {
      const changes = request.body as Partial<Row>;
      const target = book.find((address) => address.id === idOf(request));
      if (!target) return [];
      if (changes.is_default) for (const address of book) address.is_default = false;
      Object.assign(target, changes);
      return [{ id: target.id }];
    })
    .delete((request) => {
      const gone = book.find((address) => address.id === idOf(request));
      book = book.filter((address) => address !== gone);
      const newest = sorted()[0];
      if (gone?.is_default && newest) newest.is_default = true;
    });
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

function renderBook() {
  return renderWithProviders(<AddressBook userId="user-1" />, { userOptions: { delay: null } });
}

const card = () => screen.getByRole('region', { name: 'Mis direcciones' });
const items = () => within(card()).getAllByRole('listitem');
const itemNamed = (label: string) =>
  items().find((item) => within(item).queryByRole('heading', { name: label }));
const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (label: RegExp) => screen.getByLabelText(label);
/** The message shown under a field (its described-by alert), or null. */
const errorOf = (label: RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id) : null))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

describe('AddressBook', () => {
  it("lists the shopper's addresses, the default first with its badge", async () => {
    renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Casa' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Predeterminada');
    expect(first).toHaveTextContent('Calle 10 # 5-20');
    expect(first).toHaveTextContent('Medellín, Antioquia');
    expect(first).toHaveTextContent('Tel. +57 300 123 4567');
    expect(within(second).getByRole('heading', { name: 'Oficina' })).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Predeterminada');
    // only the others can be made the default
    expect(
      within(first).queryByRole('button', { name: /^Usar como predeterminada/ }),
    ).not.toBeInTheDocument();

    const [read] = supabaseMock.requests.filter((r) => r.path === '/rest/v1/user_addresses');
    expect(read?.query.user_id).toBe('eq.user-1');
    expect(read?.query.order).toBe('is_default.desc,created_at.desc');
  });

  it("says 'Aún no tienes direcciones guardadas' when there are none", async () => {
    book = [];
    renderBook();
    expect(
      await screen.findByRole('heading', { name: 'Aún no tienes direcciones guardadas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar dirección' })).toBeEnabled();
  });

  it('says the addresses could not be loaded, and loads them again on Reintentar', async () => {
    supabaseMock
      .table('user_addresses')
      .get(() => supabaseMock.error({ code: 'XX000', message: 'boom' }), { once: true });
    const { user } = renderBook();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar tus direcciones',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('exports the query key every write of the book refreshes', async () => {
    const { queryClient } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(queryClient.getQueryData(addressKeys.user('user-1'))).toHaveLength(2);
  });
});

describe('Adding an address', () => {
  it('shows every field its own message at once, and sends nothing', async () => {
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    await user.type(field(/^Teléfono/), '300123');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() => expect(errorOf(/^Nombre/)).toBe('Ingresa un nombre para la dirección'));
    expect(errorOf(/^Dirección/)).toBe('Ingresa la dirección');
    expect(errorOf(/^Departamento/)).toBe('Selecciona el departamento');
    expect(errorOf(/^Ciudad/)).toBe('Selecciona la ciudad');
    expect(errorOf(/^Teléfono/)).toBe('El teléfono debe tener 10 dígitos');
    expect(field(/^Nombre/)).toHaveFocus();
    expect(writes('POST')).toEqual([]);
  });

  it('lists the chosen department’s cities, and clears the city when the department changes', async () => {
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    expect(field(/^Ciudad/)).toBeDisabled();
    await user.selectOptions(field(/^Departamento/), 'Antioquia');
    await user.selectOptions(field(/^Ciudad/), 'Envigado');
    expect(field(/^Ciudad/)).toHaveValue('Envigado');

    await user.selectOptions(field(/^Departamento/), 'Bogotá D.C.');
    expect(field(/^Ciudad/)).toHaveValue('');
    expect(
      within(field(/^Ciudad/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona una ciudad', 'Bogotá']);

    // back to Antioquia: the city chosen there before is not kept
    await user.selectOptions(field(/^Departamento/), 'Antioquia');
    expect(field(/^Ciudad/)).toHaveValue('');
  });

  it("saves it, says 'Dirección guardada', closes and shows it in the list", async () => {
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    const form = dialog('Agregar dirección');
    await user.type(field(/^Nombre/), ' Finca ');
    await user.type(field(/^Dirección/), 'Vereda El Retiro, km 3');
    await user.selectOptions(field(/^Departamento/), 'Antioquia');
    await user.selectOptions(field(/^Ciudad/), 'Rionegro');
    await user.type(field(/^Teléfono/), '+57 310 555 1234');
    await user.click(within(form).getByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Dirección guardada', tone: 'success' }]),
    );
    await waitFor(() => expect(itemNamed('Finca')).toBeDefined());
    expect(writes('POST').map((request) => request.body)).toEqual([
      {
        label: 'Finca',
        address: 'Vereda El Retiro, km 3',
        department: 'Antioquia',
        city: 'Rionegro',
        phone: '3105551234',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Agregar dirección' })).not.toBeInTheDocument();
    expect(itemNamed('Finca')).toHaveTextContent('Rionegro, Antioquia');
  });

  it("shows the database's refusal in the form and keeps what was typed", async () => {
    supabaseMock
      .table('user_addresses')
      .post(() =>
        supabaseMock.error({ code: 'P0001', message: 'Puedes guardar hasta 10 direcciones' }),
      );
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    await user.type(field(/^Nombre/), 'Finca');
    await user.type(field(/^Dirección/), 'Vereda El Retiro, km 3');
    await user.selectOptions(field(/^Departamento/), 'Antioquia');
    await user.selectOptions(field(/^Ciudad/), 'Rionegro');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Puedes guardar hasta 10 direcciones$/,
    );
    expect(dialog('Agregar dirección')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('Finca');
    expect(bus.toasts).toEqual([]);
  });

  it('offers no new address once the book holds ten, and says why', async () => {
    book = Array.from({ length: 10 }, (_, n) =>
      row(`a${n}`, { label: `Dirección ${n}`, is_default: n === 0 }),
    );
    renderBook();
    const add = await screen.findByRole('button', { name: 'Agregar dirección' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Puedes guardar hasta 10 direcciones');
  });
});

describe('Editing an address', () => {
  it('opens the form filled in, saves the change of that address and says so', async () => {
    const { user } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Editar Oficina' }));

    const form = dialog('Editar dirección');
    expect(field(/^Nombre/)).toHaveValue('Oficina');
    expect(field(/^Dirección/)).toHaveValue('Carrera 7 # 71-21, piso 4');
    expect(field(/^Departamento/)).toHaveValue('Bogotá D.C.');
    expect(field(/^Ciudad/)).toHaveValue('Bogotá');
    await user.clear(field(/^Nombre/));
    await user.type(field(/^Nombre/), 'Trabajo');
    await user.click(within(form).getByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Dirección guardada', tone: 'success' }]),
    );
    await waitFor(() => expect(itemNamed('Trabajo')).toBeDefined());
    const [update] = writes('PATCH');
    expect(update?.query.id).toBe('eq.a2');
    expect(update?.body).toEqual({
      label: 'Trabajo',
      address: 'Carrera 7 # 71-21, piso 4',
      department: 'Bogotá D.C.',
      city: 'Bogotá',
      phone: null,
    });
  });

  it('tells when the address is gone (deleted in another tab)', async () => {
    const { user } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Editar Oficina' }));
    book = book.filter((address) => address.id !== 'a2');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^El registro ya no existe; actualiza la lista$/,
    );
    expect(bus.toasts).toEqual([]);
  });
});

describe('Deleting an address', () => {
  it('asks first, and Cancelar keeps it', async () => {
    const { user } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Eliminar Oficina' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar esta dirección?' });
    expect(confirm).toHaveTextContent('Se eliminará «Oficina» de tus direcciones.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(writes('DELETE')).toEqual([]);
    expect(items()).toHaveLength(2);
  });

  it("deletes it once confirmed, says 'Dirección eliminada' and moves focus to the card", async () => {
    const { user } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Eliminar Casa' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Eliminar esta dirección?' })).getByRole(
        'button',
        { name: 'Eliminar' },
      ),
    );

    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Dirección eliminada', tone: 'success' }]),
    );
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(writes('DELETE').map((request) => request.query.id)).toEqual(['eq.a1']);
    // the database made the remaining one the default
    expect(itemNamed('Oficina')).toHaveTextContent('Predeterminada');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Mis direcciones' })).toHaveFocus(),
    );
  });

  it('keeps the confirmation open with the reason when the delete fails', async () => {
    supabaseMock
      .table('user_addresses')
      .delete(() => supabaseMock.error({ code: 'XX000', message: 'boom' }));
    const { user } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Eliminar Oficina' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar esta dirección?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      /^No se pudo eliminar la dirección$/,
    );
    expect(bus.toasts).toEqual([]);
  });
});

describe('Choosing the default address', () => {
  it('makes another address the default, which then comes first', async () => {
    const { user } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Usar como predeterminada Oficina' }));

    await waitFor(() => expect(items()[0]).toHaveTextContent(/^Oficina/));
    const [update] = writes('PATCH');
    expect(update?.query.id).toBe('eq.a2');
    expect(update?.body).toEqual({ is_default: true });
    expect(items()[0]).toHaveTextContent('Predeterminada');
    expect(items()[1]).not.toHaveTextContent('Predeterminada');
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        {
          title: 'Dirección guardada',
          description: 'Oficina es ahora tu dirección predeterminada',
          tone: 'success',
        },
      ]),
    );
    // its button is gone: the focus is on the card's title
    expect(screen.getByRole('heading', { name: 'Mis direcciones' })).toHaveFocus();
  });

  it('toasts why the default could not be changed, and keeps the order', async () => {
    supabaseMock
      .table('user_addresses')
      .patch(() => supabaseMock.error({ code: 'XX000', message: 'boom' }));
    const { user } = renderBook();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Usar como predeterminada Oficina' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        { title: 'No se pudo cambiar la dirección predeterminada', tone: 'error' },
      ]),
    );
    expect(items()[0]).toHaveTextContent(/^Casa/);
  });
});
