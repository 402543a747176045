import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SkeletonText, formatDate } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormAlert, showServerError, useSingleSubmit } from '@bonis/forms';
import { DetailPart, FormTextarea, errorMessage } from '../../../components/admin-kit';
import { useCan } from '../../../lib/permissions';
import { useAddInternalNote } from '../api/add-internal-note';
import { useInternalNotes } from '../api/get-internal-notes';
import {
  NOTE_MAX,
  internalNoteSchema,
  type InternalNoteInput,
  type InternalNoteValues,
} from '../schemas/internal-note';
import { ErrorBox, NoteItem, NoteList, NoteMeta, PartForm, Reason } from './orders.styles';

export const NOTES_TEXTS = {
  intro: 'Solo las ve el equipo de la tienda: el cliente nunca las ve.',
  empty: 'Todavía no hay notas en este pedido',
  loadError: 'No se pudieron cargar las notas',
  added: 'Nota agregada',
  addError: 'No se pudo guardar la nota',
} as const;

/** 'Nueva nota' and 'Agregar nota': the text alone; the database signs and dates it. */
function NoteForm({ orderId }: { orderId: string }) {
  const form = useForm<InternalNoteInput, unknown, InternalNoteValues>({
    resolver: zodResolver(internalNoteSchema),
    defaultValues: { body: '' },
  });
  const add = useAddInternalNote();
  const once = useSingleSubmit();
  const alertId = useId();

  const submit = async ({ body }: InternalNoteValues) => {
    try {
      await add.mutateAsync({ order_id: orderId, body });
      form.reset({ body: '' });
      bus.getState().toastRequested({ title: NOTES_TEXTS.added, tone: 'success' });
    } catch (error) {
      showServerError(form, errorMessage(error, NOTES_TEXTS.addError));
    }
  };

  return (
    <PartForm
      noValidate
      aria-label="Agregar nota interna"
      onSubmit={once(form.handleSubmit(submit))}
      aria-busy={add.isPending}
    >
      <FormTextarea
        control={form.control}
        name="body"
        label="Nueva nota"
        rows={3}
        maxLength={NOTE_MAX}
      />
      <FormAlert
        id={alertId}
        errors={form.formState.errors}
        submitCount={form.formState.submitCount}
      />
      <Button type="submit" variant="secondary" loading={add.isPending}>
        Agregar nota
      </Button>
    </PartForm>
  );
}

/**
 * 'Notas internas': what the team wrote about the order (author, when, the text), newest
 * first, and a form to add one. Never shown to the shopper (RLS: back office only).
 */
export function InternalNotes({ orderId }: { orderId: string }) {
  const notes = useInternalNotes(orderId);
  const canWrite = useCan('orders.manage');

  return (
    <DetailPart title="Notas internas">
      <Reason>{NOTES_TEXTS.intro}</Reason>
      {notes.isPending ? (
        <div aria-busy="true" aria-label="Cargando notas">
          <SkeletonText lines={2} />
        </div>
      ) : notes.isError ? (
        <ErrorBox role="alert">
          <span>{NOTES_TEXTS.loadError}</span>
          <Button variant="secondary" onClick={() => void notes.refetch()}>
            Reintentar
          </Button>
        </ErrorBox>
      ) : notes.data.length === 0 ? (
        <Reason>{NOTES_TEXTS.empty}</Reason>
      ) : (
        <NoteList aria-label="Notas del pedido">
          {notes.data.map((note) => (
            <NoteItem key={note.id}>
              <NoteMeta>
                <strong>{note.author_name || 'Admin Boñis'}</strong> ·{' '}
                <time dateTime={note.created_at}>{formatDate(note.created_at, 'datetime')}</time>
              </NoteMeta>
              <p>{note.body}</p>
            </NoteItem>
          ))}
        </NoteList>
      )}
      {canWrite && <NoteForm orderId={orderId} />}
    </DetailPart>
  );
}
