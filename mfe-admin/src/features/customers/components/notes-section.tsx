import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SkeletonText, formatDate } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormAlert, showServerError, useSingleSubmit } from '@bonis/forms';
import { DetailPart, errorMessage } from '../../../components/admin-kit';
import { useCan } from '../../../lib/permissions';
import { useAddCustomerNote } from '../api/add-customer-note';
import { useCustomerNotes } from '../api/get-customer-notes';
import { NOTE_MAX, noteSchema, type NoteInput, type NoteValues } from '../schemas/note';
import {
  ErrorLine,
  Muted,
  NoteBody,
  NoteForm,
  NoteList,
  NoteMeta,
  SectionStack,
} from './customers.styles';
import { ReasonField } from './form-parts';

export const NOTES_TEXTS = {
  added: 'Nota agregada',
  addFailed: 'No se pudo guardar la nota',
  loadFailed: 'No se pudieron cargar las notas',
  empty: 'Sin notas internas',
  hint: 'Solo la ve el equipo de la tienda; no se puede editar ni borrar.',
} as const;

/** The form above the notes (staff and admins): one note, sent once, then cleared. */
function AddNote({ userId }: { userId: string }) {
  const alertId = useId();
  const form = useForm<NoteInput, unknown, NoteValues>({
    resolver: zodResolver(noteSchema),
    defaultValues: { body: '' },
  });
  const add = useAddCustomerNote(userId);
  const once = useSingleSubmit();

  const submit = async (values: NoteValues) => {
    try {
      await add.mutateAsync(values);
      form.reset({ body: '' });
      bus.getState().toastRequested({ title: NOTES_TEXTS.added, tone: 'success' });
    } catch (error) {
      showServerError(form, errorMessage(error, NOTES_TEXTS.addFailed));
    }
  };

  return (
    <NoteForm noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={add.isPending}>
      <ReasonField
        control={form.control}
        name="body"
        label="Nueva nota"
        hint={NOTES_TEXTS.hint}
        maxLength={NOTE_MAX}
      />
      <FormAlert
        id={alertId}
        errors={form.formState.errors}
        submitCount={form.formState.submitCount}
      />
      <Button type="submit" loading={add.isPending}>
        Agregar nota
      </Button>
    </NoteForm>
  );
}

/** The notes, newest first, with who wrote each and when; older ones on demand. */
function NotesList({ userId }: { userId: string }) {
  const notes = useCustomerNotes(userId);
  if (notes.isPending) {
    return (
      <div aria-busy="true" aria-label="Cargando notas">
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (notes.isError) {
    return (
      <ErrorLine role="alert">
        {NOTES_TEXTS.loadFailed}
        <Button variant="secondary" size="sm" onClick={() => void notes.refetch()}>
          Reintentar
        </Button>
      </ErrorLine>
    );
  }
  const all = notes.data.pages.flat();
  if (all.length === 0) return <Muted>{NOTES_TEXTS.empty}</Muted>;
  return (
    <>
      <NoteList aria-label="Notas internas">
        {all.map((note) => (
          <li key={note.id}>
            <NoteMeta>
              {note.author_name || 'Admin Boñis'} ·{' '}
              <time dateTime={note.created_at}>{formatDate(note.created_at, 'datetime')}</time>
            </NoteMeta>
            <NoteBody>{note.body}</NoteBody>
          </li>
        ))}
      </NoteList>
      {notes.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          loading={notes.isFetchingNextPage}
          onClick={() => void notes.fetchNextPage()}
        >
          Ver notas anteriores
        </Button>
      ) : null}
    </>
  );
}

/**
 * 'Notas internas': what the team wrote about the customer (never shown to them). Staff and
 * admins add notes; nobody edits or deletes one.
 */
export function NotesSection({ userId }: { userId: string }) {
  const write = useCan('notes.write');
  return (
    <SectionStack>
      {write ? <AddNote userId={userId} /> : null}
      <DetailPart title="Notas">
        <NotesList userId={userId} />
      </DetailPart>
    </SectionStack>
  );
}
