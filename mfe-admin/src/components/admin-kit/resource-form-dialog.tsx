import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
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
import { FormActions, FormHistory, ResourceFormRoot } from './resource.styles';

export interface ResourceFormDialogProps<
  Row,
  Sort extends string,
  Input extends FieldValues,
  Values,
> {
  resource: Pick<Resource<Row, Sort, Input, Values>, 'queryKey' | 'table' | 'getRowId'>;
  form: ResourceForm<Row, Input, Values>;
  open: boolean;
  /** The row to edit; null to create one. */
  row: Row | null;
  onClose: () => void;
}

type FormBodyProps<Row, Sort extends string, Input extends FieldValues, Values> = Omit<
  ResourceFormDialogProps<Row, Sort, Input, Values>,
  'open'
>;

function ResourceFormBody<Row, Sort extends string, Input extends FieldValues, Values>({
  resource,
  form: declaration,
  row,
  onClose,
}: FormBodyProps<Row, Sort, Input, Values>) {
  const queryClient = useQueryClient();
  const editing = row !== null;
  const id = row ? resource.getRowId(row) : undefined;
  // the body is made anew for each row: its rules are read once
  const [schema] = useState(() => declaration.schemaFor?.(row) ?? declaration.schema);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: declaration.defaults(row) as DefaultValues<Input>,
  });
  const save = useMutation({
    mutationFn: (values: Values) => declaration.save(getSupabase(), id, values, row),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resource.queryKey }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
  const once = useSingleSubmit();
  // saved: the dialog is closing; a click that lands meanwhile must not create a second row
  const [saved, setSaved] = useState(false);
  const { Fields } = declaration;

  const submit = async (values: Values) => {
    if (saved) return;
    try {
      await save.mutateAsync(values);
      setSaved(true);
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
        return;
      }
      bus
        .getState()
        .toastRequested({ title: errorMessage(error, declaration.saveError), tone: 'error' });
    }
  };

  return (
    <ResourceFormRoot
      noValidate
      onSubmit={once(form.handleSubmit(submit))}
      aria-busy={save.isPending}
    >
      <Fields form={form} row={row} />
      <FormActions>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending} disabled={saved}>
          {editing ? declaration.submit.edit : declaration.submit.create}
        </Button>
      </FormActions>
    </ResourceFormRoot>
  );
}

/**
 * A resource's create/edit dialog, from its form declaration: the zod schema drives
 * react-hook-form, `Fields` lays the fields out, the submit saves once (double clicks and
 * Enter twice send one request), then the success toast and the lists read again; a refusal
 * shows the database's Spanish message (or goes under its field), and nothing typed is lost.
 * When editing, the row's change history is under the form. A fresh form every time it opens.
 */
export function ResourceFormDialog<Row, Sort extends string, Input extends FieldValues, Values>({
  resource,
  form,
  open,
  row,
  onClose,
}: ResourceFormDialogProps<Row, Sort, Input, Values>) {
  const id = row ? resource.getRowId(row) : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size={form.size ?? 'md'}
      title={row ? form.title.edit : form.title.create}
    >
      <ResourceFormBody
        key={id ?? 'new'}
        resource={resource}
        form={form}
        row={row}
        onClose={onClose}
      />
      {id && form.fieldLabels ? (
        <FormHistory>
          <AuditTrail table={resource.table} rowId={id} fieldLabels={form.fieldLabels} />
        </FormHistory>
      ) : null}
    </Modal>
  );
}
