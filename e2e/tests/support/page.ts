import { expect, type Page } from '@playwright/test';
import type { RouteCase } from './routes';

/** The page region a remote rendered for a route (`data-remote`, set by the shell's slot). */
export function remotePage(page: Page, remote: RouteCase['remote']) {
  return page.locator(`[data-remote="${remote}"]`);
}

/** Asserts the remote rendered the route inside the shell's chrome. */
export async function expectServedBy(
  page: Page,
  { remote, route }: Pick<RouteCase, 'remote' | 'route'>,
) {
  const region = remotePage(page, remote);
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('data-route', route);
  await expect(page.getByRole('link', { name: /Boñis/ }).first()).toBeVisible();
}
