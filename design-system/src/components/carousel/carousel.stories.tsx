import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../tokens';
import { Carousel } from './carousel';

const PRODUCTS = [
  'Concentrado perro adulto',
  'Arena aglomerante',
  'Pelota de caucho',
  'Rascador para gato',
  'Collar ajustable',
  'Snack dental',
  'Cama acolchada',
  'Shampoo antipulgas',
];

function ProductCard({ name, index }: { name: string; index: number }) {
  return (
    <article
      style={{
        display: 'grid',
        gap: 8,
        padding: 16,
        height: 180,
        borderRadius: 12,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.text,
      }}
    >
      <h3 style={{ fontSize: vars.fontSize.md }}>{name}</h3>
      <p style={{ color: vars.color.textMuted }}>$ {(index + 1) * 12_900} COP</p>
      <a href={`/product/${index + 1}`}>Ver producto</a>
    </article>
  );
}

const meta = {
  title: 'Overlays/Carousel',
  component: Carousel,
  args: {
    label: 'Productos Destacados',
    slideWidth: 280,
    interval: 5000,
    autoplay: true,
    children: PRODUCTS.map((name, index) => <ProductCard key={name} name={name} index={index} />),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutAutoplay: Story = { args: { autoplay: false, label: 'Nuevos Productos' } };

export const TwoVisible: Story = { args: { visible: 2, label: 'Más Vendidos' } };

export const FewerThanVisible: Story = {
  args: {
    visible: 4,
    children: PRODUCTS.slice(0, 3).map((name, index) => (
      <ProductCard key={name} name={name} index={index} />
    )),
  },
};

export const ControlsAndPause: Story = {
  args: { visible: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // under prefers-reduced-motion (as in the a11y check) it starts paused
    const pause = canvas.queryByRole('button', { name: 'Pausar carrusel' });
    if (pause) await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Reproducir carrusel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByRole('group', { name: '2 de 8' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '1 de 8' })).toBeNull();
    // the position is announced politely once it is paused
    const live = canvas.getByRole('region').querySelector(':scope > [aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent('Diapositivas 2 y 3 de 8');
    // ArrowLeft twice from the Siguiente button: back to the start, then round to the end
    await userEvent.keyboard('{ArrowLeft}');
    await expect(live).toHaveTextContent('Diapositivas 1 y 2 de 8');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(live).toHaveTextContent('Diapositivas 7 y 8 de 8');
    await expect(canvas.getByRole('group', { name: '8 de 8' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
  },
};

/**
 * One slide at a time, as on a phone (a 390 px screen's 358 px column): the slide and, beside
 * it, the next one peeking in; swipe it with touch or a mouse drag. It loops, so every stop has
 * a whole slide at the left edge and the first slide peeks in after the last.
 */
export const OneAtATime: Story = {
  args: { visible: 1, autoplay: false, label: 'Productos Destacados' },
  decorators: [
    (Story) => (
      <div style={{ width: 358, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    const viewport = region.querySelector<HTMLElement>('[data-layout="peek"]');
    // the viewport fills the column: no blank strip beside the slide
    await expect(viewport?.getBoundingClientRect().width).toBeCloseTo(
      region.getBoundingClientRect().width,
      0,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(region.querySelector(':scope > [aria-live]')).toHaveTextContent(
      'Diapositiva 2 de 8',
    );
    const second = canvas.getByRole('group', { name: '2 de 8' });
    await expect(second).toBeVisible();
    // once it has moved, the slide in view starts at the viewport's left edge, whole
    await waitFor(() =>
      expect(second.getBoundingClientRect().left).toBeCloseTo(
        viewport?.getBoundingClientRect().left ?? NaN,
        0,
      ),
    );
  },
};
