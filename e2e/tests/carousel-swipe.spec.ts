import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectServedBy } from './support/page';

/**
 * The home's first product carousel on a phone (390 px, one 280 px slide in view) follows a
 * swipe, by touch and by a mouse drag, and announces the slide it moved to. Reduced motion keeps
 * it from rotating on its own, so the swipe is the only thing that moves it.
 */

const TITLE = 'Productos Destacados';

async function openCarousel(page: Page): Promise<{ carousel: Locator; live: Locator }> {
  await page.goto('/');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
  const carousel = page.getByRole('region', { name: TITLE });
  await carousel.scrollIntoViewIfNeeded();
  // hydrated: the viewport pages (Embla runs) and the arrows work
  await expect(carousel.locator('[data-state="paged"]')).toHaveCount(1);
  await expect(carousel.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  await expect(carousel.getByRole('group', { name: /^1 de \d+$/ })).toBeVisible();
  await expect(carousel.getByRole('group')).toHaveCount(1);
  // the carousel's own live region (product cards hold their buttons' regions)
  const live = carousel.locator(':scope > [aria-live]');
  await expect(live).toHaveText('');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  return { carousel, live };
}

/** Where a horizontal swipe across the carousel's viewport (one slide wide) starts and ends. */
async function swipeLine(carousel: Locator) {
  const box = await carousel.locator('[data-state="paged"]').boundingBox();
  if (!box) throw new Error('the carousel has no viewport box');
  const y = Math.round(box.y + box.height / 2);
  return { y, from: Math.round(box.x + box.width - 20), to: Math.round(box.x + 20) };
}

async function expectMovedToSecond(page: Page, carousel: Locator, live: Locator) {
  await expect(live).toHaveText(/^Diapositiva 2 de \d+$/);
  await expect(carousel.getByRole('group', { name: /^2 de \d+$/ })).toBeVisible();
  await expect(carousel.getByRole('group', { name: /^1 de \d+$/ })).toHaveCount(0);
  // the swipe over a product card's links opened nothing
  expect(new URL(page.url()).pathname).toBe('/');
}

test.describe('home carousel on a phone, touch', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  });

  test('a leftward touch swipe shows and announces the next slide', async ({ page }) => {
    const { carousel, live } = await openCarousel(page);
    const { y, from, to } = await swipeLine(carousel);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x, y, id: 1 }],
      });
    /** a finger from x `start` to x `end` in 10 moves */
    const swipe = async (start: number, end: number) => {
      await touch('touchStart', start);
      for (let step = 1; step <= 10; step += 1) {
        await touch('touchMove', start + ((end - start) * step) / 10);
      }
      await touch('touchEnd');
    };
    await swipe(from, to);
    await expectMovedToSecond(page, carousel, live);
    // and back with a rightward swipe
    await swipe(to, from);
    await expect(live).toHaveText(/^Diapositiva 1 de \d+$/);
    await expect(carousel.getByRole('group', { name: /^1 de \d+$/ })).toBeVisible();
  });
});

test.describe('home carousel on a narrow window, pointer', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('a mouse drag to the left shows and announces the next slide', async ({ page }) => {
    const { carousel, live } = await openCarousel(page);
    const { y, from, to } = await swipeLine(carousel);
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 10 });
    await page.mouse.up();
    await expectMovedToSecond(page, carousel, live);
  });
});

test.describe('home carousel on a phone, rotating', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'no-preference',
  });

  test('rotates every 5 s and holds still while touched', async ({ page }) => {
    await page.goto('/');
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    const carousel = page.getByRole('region', { name: TITLE });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-state', 'playing');
    // quiet while it rotates on its own
    await expect(carousel.locator(':scope > [aria-live]')).toHaveAttribute('aria-live', 'off');
    await expect(carousel.getByRole('group', { name: /^2 de \d+$/ })).toBeVisible({
      timeout: 8_000,
    });

    const { y, from, to } = await swipeLine(carousel);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x, y, id: 1 }],
      });
    // a finger resting on it holds it still past the 5 s
    await touch('touchStart', from);
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await page.waitForTimeout(6_000);
    await expect(carousel.getByRole('group', { name: /^2 de \d+$/ })).toBeVisible();
    // then swipes on: the swipe moves it, and rotation resumes from there
    for (let step = 1; step <= 10; step += 1) {
      await touch('touchMove', from + ((to - from) * step) / 10);
    }
    await touch('touchEnd');
    await expect(carousel.getByRole('group', { name: /^3 de \d+$/ })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-state', 'playing');
    await expect(carousel.getByRole('group', { name: /^4 de \d+$/ })).toBeVisible({
      timeout: 8_000,
    });
  });
});
