import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { useSingleSubmit } from '@bonis/forms';
import { getSupabase } from '@bonis/supabase-client';
import { AuditTrail } from './audit-trail';
import { errorMessage } from './error-message';
import { auditTrailKeys } from './get-audit-trail';
import type { Resource, ResourceForm } from './resource';
import { FormActions, FormHistory, HistoryToggle, ResourceFormRoot } from './resource.styles';

export interface ResourceFormDialogProps<
  Row,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session = undefined,
> {
  resource: Pick<Resource<Row, Sort, Input, Values>, 'queryKey' | 'table' | 'getRowId'>;
  form: ResourceForm<Row, Input, Values, Session>;
  open: boolean;
  /** The row to edit; null to create one. */
  row: Row | null;
  onClose: () => void;
}

type FormBodyProps<Row, Sort extends string, Input extends FieldValues, Values, Session> = Omit<
  ResourceFormDialogProps<Row, Sort, Input, Values, Session>,
  'open'
>;

/** Without `useSession`, the session is undefined (the declaration's `Session` type is too). */
const noSession = () => undefined;

/** The submit button when it waits for the form's values (`submitDisabled`): they re-render it. */
function WatchedSubmit<Input extends FieldValues, Values>({
  form,
  disabledWhen,
  ...props
}: {
  form: UseFormReturn<Input, unknown, Values>;
  disabledWhen: (values: Input) => boolean;
  loading: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  useWatch({ control: form.control });
  return (
    <Button
      type="submit"
      loading={props.loading}
      disabled={props.disabled || disabledWhen(form.getValues())}
    >
      {props.children}
    </Button>
  );
}

function ResourceFormBody<Row, Sort extends string, Input extends FieldValues, Values, Session>({
  resource,
  form: declaration,
  row,
  onClose,
}: FormBodyProps<Row, Sort, Input, Values, Session>) {
  const queryClient = useQueryClient();
  const editing = row !== null;
  const id = row ? resource.getRowId(row) : undefined;
  // the body is made anew for each row: its rules are read once
  const [rowSchema] = useState(() => declaration.schemaFor?.(row) ?? declaration.schema);
  // a declaration's useSchema is there or not for the body's whole life: a hook called always
  const schema = declaration.useSchema?.(row) ?? rowSchema;
  // the same for useSession; a declaration without one has an undefined Session
  const { useSession = noSession } = declaration;
  const session = useSession(row) as Session;
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: declaration.defaults(row) as DefaultValues<Input>,
  });
  // saved: the dialog is closing, and a click that lands meanwhile must not create a second row
  const saved = useRef(false);
  const [closing, setClosing] = useState(false);
  const save = useMutation({
    mutationFn: async (values: Values) => {
      if (saved.current) return false;
      await declaration.save(getSupabase(), id, values, row, session);
      saved.current = true;
      return true;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resource.queryKey }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
  const once = useSingleSubmit();
  const { Fields, submitDisabled } = declaration;
  const submitLabel = editing ? declaration.submit.edit : declaration.submit.create;

  const submit = async (values: Values) => {
    try {
      if (!(await save.mutateAsync(values))) return;
      setClosing(true);
      bus.getState().toastRequested({
        title: editing ? declaration.updated : declaration.created,
        tone: 'success',
      });
      onClose();
    } catch (error) {
      const field = declaration.fieldError?.(error);
      if (field) {
        form.setError(
          field.field as Path<Input>,
          { type: 'database', message: field.message },
          { shouldFocus: true },
        );
        if (field.toast) bus.getState().toastRequested({ title: field.message, tone: 'error' });
        return;
      }
      bus.getState().toastRequested(
        declaration.saveErrorDescription
          ? {
              title: declaration.saveError,
              description: declaration.saveErrorDescription(error),
              tone: 'error',
            }
          : { title: errorMessage(error, declaration.saveError), tone: 'error' },
      );
    }
  };

  return (
    <ResourceFormRoot
      noValidate
      onSubmit={once(form.handleSubmit(submit, declaration.onInvalid))}
      aria-busy={save.isPending}
    >
      <Fields form={form} row={row} session={session} />
      <FormActions>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancelar
        </Button>
        {submitDisabled ? (
          <WatchedSubmit
            form={form}
            disabledWhen={(values) => submitDisabled(values, session)}
            loading={save.isPending}
            disabled={closing}
          >
            {submitLabel}
          </WatchedSubmit>
        ) : (
          <Button type="submit" loading={save.isPending} disabled={closing}>
            {submitLabel}
          </Button>
        )}
      </FormActions>
    </ResourceFormRoot>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M6 3l5 5-5 5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** 'Historial de cambios' as a button: the history is read and shown once it is opened. */
function HistoryOnDemand(props: ComponentProps<typeof AuditTrail>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <HistoryToggle type="button" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        <ChevronIcon />
        {props.title ?? 'Historial de cambios'}
      </HistoryToggle>
      {open ? <AuditTrail {...props} /> : null}
    </>
  );
}

/**
 * A resource's create/edit dialog, from its form declaration: the zod schema drives
 * react-hook-form, `Fields` lays the fields out, the submit saves once (double clicks and
 * Enter twice send one request), then the success toast and the lists read again; a refusal
 * shows the database's Spanish message (or goes under its field), and nothing typed is lost.
 * When editing, the row's change history is under the form. A fresh form every time it opens.
 */
export function ResourceFormDialog<
  Row,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session = undefined,
>({
  resource,
  form,
  open,
  row,
  onClose,
}: ResourceFormDialogProps<Row, Sort, Input, Values, Session>) {
  const id = row ? resource.getRowId(row) : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size={form.size ?? 'md'}
      closeOnBackdropClick={form.closeOnBackdropClick}
      title={row ? form.title.edit : form.title.create}
      description={form.description?.(row)}
    >
      <ResourceFormBody
        key={id ?? 'new'}
        resource={resource}
        form={form}
        row={row}
        onClose={onClose}
      />
      {id && form.history ? (
        <FormHistory>
          {form.historyOnDemand ? (
            <HistoryOnDemand key={id} table={resource.table} rowId={id} />
          ) : (
            <AuditTrail table={resource.table} rowId={id} />
          )}
        </FormHistory>
      ) : null}
    </Modal>
  );
}
