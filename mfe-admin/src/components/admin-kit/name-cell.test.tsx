import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NameCell } from './name-cell';

describe('NameCell', () => {
  it('shows the name and the description, each whole in its title, and the tags', () => {
    const name = 'Bono Hincha del fútbol colombiano con un nombre muy largo';
    const description = '10 % de descuento en tu próxima compra.';
    render(
      <NameCell icon="⚽" name={name} description={description} tags={<span>Popular</span>} />,
    );

    expect(screen.getByText(name)).toHaveAttribute('title', name);
    expect(screen.getByText(description)).toHaveAttribute('title', description);
    expect(screen.getByText('Popular')).toBeInTheDocument();
    // the icon is decoration: screen readers read the name
    expect(screen.getByText('⚽')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out what a row does not have', () => {
    const { container } = render(<NameCell name="Envío gratis" description={null} />);
    expect(container).toHaveTextContent(/^Envío gratis$/);
  });
});
