import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

const counterText = (container: HTMLElement) =>
  container.querySelector('[data-counter]')?.textContent;

describe('Textarea', () => {
  it('counts characters as the shopper types, uncontrolled', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Textarea aria-label="Comentario" maxLength={500} defaultValue="Hola" />,
    );
    expect(counterText(container)).toBe('4/500 caracteres');
    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), ', ¿hay envío?');
    expect(counterText(container)).toBe('17/500 caracteres');
  });

  it('counts the controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Textarea
          aria-label="Nota"
          maxLength={10}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    const { container } = render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'abc');
    expect(counterText(container)).toBe('3/10 caracteres');
  });

  it('describes the field with the counter, after any other description', () => {
    render(<Textarea aria-label="Reseña" maxLength={500} aria-describedby="pista" />);
    const textarea = screen.getByRole('textbox', { name: 'Reseña' });
    const ids = textarea.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('pista');
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('0/500 caracteres');
    expect(textarea).toHaveAttribute('maxlength', '500');
  });

  it('shows no counter without maxLength or when turned off', () => {
    const { container, rerender } = render(<Textarea aria-label="Nota" />);
    expect(counterText(container)).toBeUndefined();
    rerender(<Textarea aria-label="Nota" maxLength={20} showCount={false} />);
    expect(counterText(container)).toBeUndefined();
  });

  it('marks an invalid value and forwards ref to the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} aria-label="Nota" invalid />);
    const textarea = screen.getByRole('textbox', { name: 'Nota' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBe(textarea);
  });
});
