import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, contentPage, DEFAULT_FACTS, type ContentFacts } from './content';

const facts: ContentFacts = {
  siteName: 'Boñis',
  description: 'Todo para tu mascota.',
  freeShippingThreshold: 150_000,
  deliverySlots: [
    { timeRange: '8:00 a. m. - 12:00 m.', description: 'Entrega en la mañana', cost: 8000 },
    { timeRange: 'Express 2 horas', description: '', cost: 15000 },
  ],
};

/** Every text of a page, flattened. */
const textOf = (path: (typeof CONTENT_PATHS)[number], given: ContentFacts) => {
  const page = contentPage(path, given);
  return [
    page.lead,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'paragraph'
          ? [block.text]
          : block.kind === 'list'
            ? block.items
            : block.kind === 'links'
              ? block.items.flatMap((item) => [item.label, item.href, item.description])
              : ['<contact>'],
      ),
    ]),
  ]
    .join('\n')
    .replace(/\u00a0/g, ' '); // Intl puts a no-break space after the peso sign
};

describe('content pages', () => {
  it.each(CONTENT_PATHS)('%s has a lead and at least one section with content', (path) => {
    const page = contentPage(path, DEFAULT_FACTS);
    expect(page.lead.length).toBeGreaterThan(10);
    expect(page.sections.length).toBeGreaterThan(0);
    for (const section of page.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });

  it('states the free-shipping threshold from the settings, formatted in COP', () => {
    expect(textOf('/shipping', facts)).toContain('$ 150.000');
    expect(textOf('/faq', facts)).toContain('$ 150.000');
    expect(textOf('/help', facts)).toContain('$ 150.000');
    expect(textOf('/shipping', facts)).not.toContain('100.000');
  });

  it('falls back to the storefront rule of 100.000 when the settings are unknown', () => {
    expect(textOf('/shipping', DEFAULT_FACTS)).toContain('$ 100.000');
  });

  it('lists the active delivery slots with their cost', () => {
    const text = textOf('/shipping', facts);
    expect(text).toContain('8:00 a. m. - 12:00 m. (entrega en la mañana): $ 8.000');
    expect(text).toContain('Express 2 horas: $ 15.000');
  });

  it('says the slot cost shows at checkout when no slot could be read', () => {
    expect(textOf('/shipping', DEFAULT_FACTS)).toContain('su costo se muestra antes de confirmar');
  });

  it('states the 30-day warranty and returns of the spec', () => {
    expect(textOf('/warranty', facts)).toContain('30 días');
    expect(textOf('/refunds', facts)).toContain('30 días');
  });

  it('uses the store description on the about page, with a default when it is empty', () => {
    expect(contentPage('/about', facts).lead).toBe('Todo para tu mascota.');
    expect(contentPage('/about', DEFAULT_FACTS).lead).toMatch(/^Todo para tu mascota/);
  });

  it('links only to pages the store has', () => {
    const internal = CONTENT_PATHS.flatMap((path) =>
      contentPage(path, facts).sections.flatMap((section) =>
        section.blocks.flatMap((block) =>
          block.kind === 'links' ? block.items.map((item) => item.href) : [],
        ),
      ),
    );
    const known = new Set<string>([...CONTENT_PATHS, '/orders']);
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(known.has(href), href).toBe(true);
  });
});
