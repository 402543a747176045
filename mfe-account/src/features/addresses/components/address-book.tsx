import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatPhone,
  Skeleton,
  VisuallyHidden,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { toastMessage } from '@bonis/supabase-client/queries';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses, type Address } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { ADDRESS_FAILURES, addressErrorMessage } from '../lib/address-errors';
import { ADDRESS_SAVED, AddressFormDialog } from './address-form-dialog';
import {
  CardHeader,
  Item,
  ItemActions,
  ItemHeader,
  Lines,
  List,
  Note,
  StateError,
  StateMessage,
  Title,
} from './addresses.styles';

/** The database keeps at most this many per shopper (user_addresses). */
export const MAX_ADDRESSES = 10;

export const ADDRESS_BOOK_TEXTS = {
  title: 'Mis direcciones',
  empty: 'Aún no tienes direcciones guardadas',
  deleted: 'Dirección eliminada',
  defaultBadge: 'Predeterminada',
} as const;

const TITLE_ID = 'address-book-title';

/** Which dialog is open: the form (a new address, or one to edit), or the delete confirmation. */
type Dialog =
  { kind: 'form'; address: Address | null } | { kind: 'delete'; address: Address } | null;

function AddressItem({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  /** another write of the book is running */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const name = <VisuallyHidden> {address.label}</VisuallyHidden>;
  return (
    <Item data-default={address.isDefault || undefined}>
      <ItemHeader>
        <h3>{address.label}</h3>
        {address.isDefault && <Badge tone="success">{ADDRESS_BOOK_TEXTS.defaultBadge}</Badge>}
      </ItemHeader>
      <Lines>
        <span>{address.address}</span>
        <span>
          {address.city}, {address.department}
        </span>
        {address.phone && <span>Tel. {formatPhone(address.phone)}</span>}
      </Lines>
      <ItemActions>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Editar{name}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          Eliminar{name}
        </Button>
        {!address.isDefault && (
          <Button size="sm" variant="ghost" onClick={onMakeDefault} disabled={busy}>
            Usar como predeterminada{name}
          </Button>
        )}
      </ItemActions>
    </Item>
  );
}

/**
 * The profile's 'Mis direcciones': the shopper's saved delivery addresses, the default first
 * (then newest first), each with Editar, Eliminar (after a confirmation) and 'Usar como
 * predeterminada'; 'Agregar dirección' opens the form, until the book holds the ten the
 * database allows. Changes say 'Dirección guardada' or 'Dirección eliminada'.
 */
export function AddressBook({ userId }: { userId: string }) {
  const addresses = useAddresses(userId);
  const remove = useDeleteAddress(userId);
  const makeDefault = useSetDefaultAddress(userId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const title = useRef<HTMLHeadingElement>(null);
  /** a deleted row's button had the focus: the title takes it once the confirmation closes */
  const focusTitleOnClose = useRef(false);

  useEffect(() => {
    if (addresses.error)
      console.error('[mfe-account] loading the addresses failed', addresses.error);
  }, [addresses.error]);
  useEffect(() => {
    if (dialog === null && focusTitleOnClose.current) {
      focusTitleOnClose.current = false;
      title.current?.focus();
    }
  }, [dialog]);

  const list = addresses.data ?? [];
  const full = list.length >= MAX_ADDRESSES;

  const confirmDelete = async (address: Address) => {
    try {
      await remove.mutateAsync(address.id);
    } catch (error) {
      console.error('[mfe-account] deleting an address failed', error);
      // ConfirmDialog shows the message and stays open
      throw new Error(addressErrorMessage(error, ADDRESS_FAILURES.delete), { cause: error });
    }
    bus.getState().toastRequested({ title: ADDRESS_BOOK_TEXTS.deleted, tone: 'success' });
    focusTitleOnClose.current = true;
  };

  const chooseDefault = (address: Address) => {
    makeDefault.mutate(address.id, {
      onSuccess: () => {
        bus.getState().toastRequested({
          title: ADDRESS_SAVED,
          description: `${address.label} es ahora tu dirección predeterminada`,
          tone: 'success',
        });
        // the row moves to the top without its 'Usar como predeterminada': focus goes to the title
        title.current?.focus();
      },
      onError: (error) => {
        console.error('[mfe-account] choosing the default address failed', error);
        toastMessage(addressErrorMessage(error, ADDRESS_FAILURES.setDefault));
      },
    });
  };

  let content;
  if (addresses.isPending) {
    content = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Cargando direcciones…</VisuallyHidden>
        <Skeleton shape="rect" height="120px" />
      </div>
    );
  } else if (addresses.isError) {
    content = (
      <StateMessage role="alert">
        <StateError>{ADDRESS_FAILURES.load}</StateError>
        <Button
          variant="secondary"
          size="sm"
          loading={addresses.isFetching}
          onClick={() => void addresses.refetch()}
        >
          Reintentar
        </Button>
      </StateMessage>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        size="sm"
        headingAs="h3"
        icon="📍"
        title={ADDRESS_BOOK_TEXTS.empty}
        description="Guarda dónde recibes tus pedidos para tenerlo a mano."
      />
    );
  } else {
    content = (
      <List>
        {list.map((address) => (
          <AddressItem
            key={address.id}
            address={address}
            busy={makeDefault.isPending}
            onEdit={() => setDialog({ kind: 'form', address })}
            onDelete={() => setDialog({ kind: 'delete', address })}
            onMakeDefault={() => chooseDefault(address)}
          />
        ))}
      </List>
    );
  }

  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <CardHeader>
        <Title id={TITLE_ID} ref={title} tabIndex={-1}>
          {ADDRESS_BOOK_TEXTS.title}
        </Title>
        {addresses.isSuccess && (
          <Button
            variant="secondary"
            size="sm"
            disabled={full}
            aria-describedby={full ? 'address-book-full' : undefined}
            onClick={() => setDialog({ kind: 'form', address: null })}
          >
            Agregar dirección
          </Button>
        )}
      </CardHeader>
      {content}
      {full && <Note id="address-book-full">{DB_MESSAGES.addressBookFull}</Note>}
      {dialog?.kind === 'form' && (
        <AddressFormDialog
          key={dialog.address?.id ?? 'new'}
          userId={userId}
          address={dialog.address}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        onConfirm={() => (dialog?.kind === 'delete' ? confirmDelete(dialog.address) : undefined)}
        title="¿Eliminar esta dirección?"
        message={
          dialog?.kind === 'delete'
            ? `Se eliminará «${dialog.address.label}» de tus direcciones.`
            : undefined
        }
        confirmLabel="Eliminar"
        tone="danger"
      />
    </Card>
  );
}
