import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormSelect, FormSwitch, FormTextarea } from './form-fields';

const schema = z.object({
  description: z.string().max(5, 'La descripción admite hasta 5 caracteres'),
  kind: z.string().min(1, 'Elige un tipo'),
  active: z.boolean(),
});
type Values = z.infer<typeof schema>;

function ThingForm({ onValues }: { onValues: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { description: '', kind: '', active: true },
  });
  const { control } = form;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValues)}>
      <FormTextarea control={control} name="description" label="Descripción" hint="Corta" />
      <FormSelect
        control={control}
        name="kind"
        label="Tipo"
        required
        placeholder="Elige uno"
        options={[
          { value: 'perro', label: 'Perro' },
          { value: 'gato', label: 'Gato' },
        ]}
      />
      <FormSwitch control={control} name="active" label="Activo" />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('the form fields', () => {
  it("show the schema's errors under their fields, and give the values typed and chosen", async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    render(<ThingForm onValues={(values) => saved.push(values)} />);
    const description = screen.getByRole('textbox', { name: 'Descripción' });
    const kind = screen.getByRole('combobox', { name: /^Tipo/ });
    expect(description).toHaveAccessibleDescription('Corta');
    expect(kind).toHaveDisplayValue('Elige uno');

    await user.type(description, 'Demasiado');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La descripción admite hasta 5 caracteres')).toBeInTheDocument();
    expect(kind).toHaveAccessibleDescription('Elige un tipo');
    expect(saved).toEqual([]);

    await user.clear(description);
    await user.type(description, 'Corta');
    await user.selectOptions(kind, 'gato');
    await user.click(screen.getByRole('switch', { name: 'Activo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(saved).toEqual([{ description: 'Corta', kind: 'gato', active: false }]);
  });
});
