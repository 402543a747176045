import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { bus } from '@bonis/design-system/bus';
import { renderWithProviders, signInOnBus, signOutOnBus, supabaseMock } from '@bonis/test-utils';
import { StoreLayout } from '../app/layout';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { cssRules, cssRulesOf, declared, type CssRule } from '@bonis/test-utils/css-rules';
import { FLOATING_CLEARANCE, FloatingClearance } from './floating-clearance';

const MD = '(min-width: 768px)';

/** The store's chrome around a page; the loyalty widget never arrives (the panel loads). */
function renderStore() {
  const loader = createRemoteLoader(
    {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(() => new Promise(() => {})),
      preloadRemote: vi.fn(),
    } as unknown as FederationRuntime,
    {
      catalog: 'http://localhost:3001/mf-manifest.json',
      loyalty: 'http://localhost:3004/mf-manifest.json',
    },
    { attempts: 1 },
  );
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <StoreLayout>
        <h1>Producto</h1>
      </StoreLayout>
    </RemoteLoaderContext.Provider>,
    { route: '/product/p1' },
  );
}

const dock = () => document.querySelector('[data-floating-controls]') as HTMLElement;
const membership = () => screen.getByRole('button', { name: /^Membresía y puntos: / });
/** The chrome's global rules for `selector` (':root', 'body'), under `media` ('' for none). */
function globalRules(selector: string, media: string): CssRule[] {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<FloatingClearance />));
    return cssRules(sheet.getStyleTags()).filter(
      (rule) => rule.selector === selector && rule.media === media,
    );
  } finally {
    sheet.seal();
  }
}

/** The controls measure `height` px, `bottom` from the screen's bottom edge. */
function stubDockBox(height: number, bottom: string) {
  const boxOf = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.hasAttribute('data-floating-controls')) return boxOf.call(this);
    return { height, width: 48, top: 0, left: 0, right: 48, bottom: height } as DOMRect;
  });
  const styleOf = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
    element instanceof HTMLElement && element.hasAttribute('data-floating-controls')
      ? ({ bottom } as CSSStyleDeclaration)
      : styleOf(element, pseudo),
  );
}
/** A length in px from a declaration ('8px'); NaN when it is not one. */
const px = (value: string) => (/^-?\d+(\.\d+)?px$/.test(value) ? parseFloat(value) : NaN);

beforeEach(() => {
  supabaseMock.table('app_settings').get([
    {
      site_name: 'Boñis',
      contact_email: 'hola@bonis.co',
      contact_phone: '+57 300 123 4567',
      whatsapp_number: '573001234567',
      free_shipping_threshold: '150000.00',
      newsletter_enabled: true,
      allow_registrations: true,
      maintenance_mode: false,
    },
  ]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the floating controls on phones (under 768 px)', () => {
  it('dock in a bar at the bottom whose height the page keeps free below its last content', () => {
    renderStore();
    const bar = cssRulesOf(dock(), '');
    expect(declared(bar, 'position')).toBe('fixed');
    expect(declared(bar, 'bottom')).toBe('0');
    expect(declared(bar, 'min-height')).toBe('64px');

    // the body ends the bar's height higher, so the footer's last line scrolls above the bar
    expect(declared(globalRules('body', ''), 'padding-bottom')).toBe(`var(${FLOATING_CLEARANCE})`);
    expect(declared(globalRules(':root', ''), FLOATING_CLEARANCE)).toBe(
      'calc(64px + env(safe-area-inset-bottom, 0px))',
    );
    // an element scrolled or tabbed to stops above the bar, not under it
    expect(declared(globalRules(':root', ''), 'scroll-padding-bottom')).toBe(
      `var(${FLOATING_CLEARANCE})`,
    );
  });

  it("keeps the page's room equal to the bar's measured height (larger text, safe area)", () => {
    stubDockBox(79.5, '0px');
    const { unmount } = renderStore();
    expect(document.documentElement.style.getPropertyValue(FLOATING_CLEARANCE)).toBe('80px');
    unmount();
    // without the chrome (the admin frame) nothing is reserved any more
    expect(document.documentElement.style.getPropertyValue(FLOATING_CLEARANCE)).toBe('');
  });
});

describe('the floating controls on wider screens (from 768 px)', () => {
  it("float in a right gutter that the store's main content and footer keep free", () => {
    renderStore();
    const floating = cssRulesOf(dock(), MD);
    const right = px(declared(floating, 'right'));
    const width = px(declared(floating, 'width'));
    expect(declared(floating, 'left')).toBe('auto');
    expect(right + width).toBeGreaterThan(0);

    // the gutter: the controls, the space from the screen's edge and as much again before the page
    const gutter = declared(globalRules(':root', MD), '--bonis-floating-gutter').replace(
      /\s+/g,
      ' ',
    );
    const widest = /^clamp\( ?0px, ?(\d+)px - 100%, ?(\d+)px ?\)$/.exec(gutter);
    expect(widest, gutter).not.toBeNull();
    const [, threshold, most] = widest ?? [];
    expect(Number(most)).toBeGreaterThanOrEqual(right + width + right);
    // a 1280 px column centred in the rest of the page clears them from 1280 px up
    expect(Number(threshold)).toBeGreaterThanOrEqual(1280 + 2 * (right + width + right));
    expect(Number(threshold) - 1280).toBeLessThanOrEqual(2 * Number(most));

    for (const region of [screen.getByRole('main'), screen.getByRole('contentinfo')]) {
      expect(declared(cssRulesOf(region), 'padding-inline-end')).toBe(
        'var(--bonis-floating-gutter, 0px)',
      );
    }
    // and nothing is reserved at the bottom any more
    expect(declared(globalRules('body', MD), 'padding-bottom')).toBe('0');
  });

  it('tell the toasts how high they reach: their measured height and distance from the bottom', () => {
    stubDockBox(120, '16px');
    renderStore();
    expect(document.documentElement.style.getPropertyValue(FLOATING_CLEARANCE)).toBe('136px');
  });

  it('shrink the membership widget to a pill as narrow as the WhatsApp button', () => {
    renderStore();
    const pillWidth = cssRules().find(
      (rule) => rule.media === MD && rule.selector.endsWith('>div>button'),
    );
    expect(pillWidth && declared([pillWidth], 'width')).toBe(
      declared(cssRulesOf(dock(), MD), 'width'),
    );
  });
});

describe('the membership pill', () => {
  it('keeps its whole label as its name, in one line on phones and two short ones in the pill', async () => {
    signOutOnBus();
    renderStore();
    expect(membership()).toHaveAccessibleName('Membresía y puntos: Hasta 30% OFF');
    const full = membership().querySelector('[data-label="full"]');
    const compact = membership().querySelector('[data-label="compact"]');
    expect(full).toHaveTextContent(/^Hasta 30% OFF$/);
    expect(compact?.textContent).toBe('30%OFF');
    expect(await screen.findByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/573001234567',
    );
  });

  it("shows a shopper's points", () => {
    signInOnBus({ membershipType: 'regular' });
    bus.getState().pointsChanged(1250);
    renderStore();
    expect(membership()).toHaveAccessibleName('Membresía y puntos: 1.250 pts · Hasta 30% OFF');
    expect(membership().querySelector('[data-label="compact"]')?.textContent).toBe('1.250pts');
  });

  it('opens its panel from the keyboard', async () => {
    signOutOnBus();
    const { user } = renderStore();
    membership().focus();
    await user.keyboard('{Enter}');
    expect(membership()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Membresía y puntos' });
    expect(panel).toBeVisible();
    expect(within(dock()).getByRole('group', { name: 'Membresía y puntos' })).toBe(panel);
    await user.keyboard('{Escape}');
    expect(membership()).toHaveAttribute('aria-expanded', 'false');
    expect(membership()).toHaveFocus();
  });
});
