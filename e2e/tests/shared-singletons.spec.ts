import { expect, test } from '@playwright/test';
import { recordNetwork } from './support/network';
import { expectServedBy } from './support/page';
import { portOf } from './support/ports';

/**
 * Code signatures of React's builds, as they appear in any minified bundle that contains
 * them: a file matching one of these carries that package's code.
 */
const SIGNATURES = {
  react: /\.useState=function/,
  'react-dom': /\.createPortal=function/,
  'react-dom/client': /\.createRoot=function/,
} as const;

test('react and react-dom are downloaded once on a page that uses three remotes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const network = recordNetwork(page);
  await page.goto('/');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
  // The cart dropdown is mfe-checkout's widget; the membership page is mfe-loyalty's.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Carrito, / })
    .click();
  await expect(page.getByText('Inicia sesión para ver tu carrito')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Membresía' })
    .click();
  await expectServedBy(page, { remote: 'mfe-loyalty', route: '/membership' });

  // The three remotes really were fetched by this page.
  const ports = network.ports();
  for (const remote of ['catalog', 'checkout', 'loyalty'] as const) {
    expect(ports, `${remote} was not fetched`).toContain(portOf(remote));
  }

  const scripts = await Promise.all(
    network
      .scripts()
      .map(async (response) => ({ url: response.url(), body: await response.text() })),
  );
  for (const [name, signature] of Object.entries(SIGNATURES)) {
    const carriers = scripts
      .filter((script) => signature.test(script.body))
      .map((script) => script.url);
    expect(carriers, `files carrying ${name}`).toHaveLength(1);
  }
});
