import { expect, test } from '@playwright/test';
import { recordNetwork } from './support/network';
import { expectServedBy } from './support/page';
import { portOf } from './support/ports';

/** `61.3bf41915.js` → `61`: the shell's chunk files are named by chunk id and hash. */
const chunkIdOf = (url: string) => new URL(url).pathname.slice(1).split('.')[0] ?? '';

for (const { path, remote, route } of [
  { path: '/', remote: 'mfe-catalog', route: '/' },
  { path: '/cart', remote: 'mfe-checkout', route: '/cart' },
] as const) {
  test(`the shell's page on ${path} preloads exactly the start-up chunks it then runs, each downloaded once`, async ({
    page,
    request,
  }) => {
    const network = recordNetwork(page);
    await page.goto(path);
    await expectServedBy(page, { remote, route });
    // A server-rendered page asks for its scripts once it has painted (shell/README.md
    // "Performance"): read the preloads once the page has hydrated.
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });

    const shellOrigin = `http://localhost:${portOf('shell')}`;
    const allPreloaded = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const preloaded = allPreloaded.filter((href) => href.startsWith(`${shellOrigin}/`));
    expect(preloaded.length, 'start-up chunks preloaded').toBeGreaterThan(5);
    // A server-rendered page also preloads its remote's entry and App files (shell/README.md
    // "Server rendering"): each is downloaded once, so the preload is the one the page uses.
    for (const href of allPreloaded.filter((url) => !url.startsWith(`${shellOrigin}/`))) {
      expect(
        network.urls().filter((url) => url === href),
        href,
      ).toHaveLength(1);
    }

    // Every chunk of the shell that ran (its jsonp array) …
    const ran = await page.evaluate(() =>
      ((globalThis as { rspackChunkshell?: [Array<string | number>][] }).rspackChunkshell ?? [])
        .flatMap(([ids]) => ids)
        .map(String),
    );
    // … and every script the page fetched from the shell, but its entry chunk.
    const shellScripts = network
      .urls()
      .filter((url) => url.startsWith(`${shellOrigin}/`) && url.endsWith('.js'))
      .filter((url) => !new URL(url).pathname.startsWith('/main.'));
    // The real-user vitals reporter is no start-up chunk: it loads once the page is idle, when
    // it may or may not have by now (shell/README.md "Real-user vitals").
    const fetched: string[] = [];
    for (const url of shellScripts) {
      if (preloaded.includes(url)) fetched.push(url);
      else if (!(await (await request.get(url)).text()).includes('record_web_vitals')) {
        fetched.push(url);
      }
    }

    // Nothing preloaded for nothing: each preloaded chunk ran.
    for (const href of preloaded)
      expect(ran, `${href} was preloaded but never ran`).toContain(chunkIdOf(href));
    // Nothing found late: the start-up chunks are all in the page (none fetched beyond them
    // before the first interaction).
    expect([...new Set(fetched)].sort()).toEqual([...preloaded].sort());
    // The script tag reused the preload: one request per file.
    expect(fetched).toHaveLength(new Set(fetched).size);
  });
}
