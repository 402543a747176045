import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

interface Page {
  html: string;
  bytes: number;
}

const pageOf = (html: string): Page => ({ html, bytes: html.length });

/** A render the test finishes when it wants (a page in flight). */
function deferred() {
  let finish: (value: { value: Page; cacheable: boolean }) => void = () => {};
  const promise = new Promise<{ value: Page; cacheable: boolean }>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

function storingCache(options: ConstructorParameters<typeof PageCache>[0] = {}) {
  const cache = new PageCache<Page>(options);
  cache.setStoring(true);
  return cache;
}

const render =
  (html: string, cacheable = true) =>
  async () => ({ value: pageOf(html), cacheable });

describe('the page cache', () => {
  it('renders a page once, then serves it from memory', async () => {
    const cache = storingCache();
    let renders = 0;
    const renderHome = async () => ({ value: pageOf(`home ${++renders}`), cacheable: true });

    const first = await cache.get('/', ['table:products'], renderHome);
    const second = await cache.get('/', ['table:products'], renderHome);

    expect(first).toEqual({ value: pageOf('home 1'), outcome: 'miss' });
    expect(second).toEqual({ value: pageOf('home 1'), outcome: 'hit' });
    expect(renders).toBe(1);
  });

  it('renders once however many ask at the same time (request coalescing)', async () => {
    const cache = storingCache();
    const flight = deferred();
    let renders = 0;
    const answers = Array.from({ length: 5 }, () =>
      cache.get('/', [], () => {
        renders += 1;
        return flight.promise;
      }),
    );
    flight.finish({ value: pageOf('home'), cacheable: true });

    const outcomes = (await Promise.all(answers)).map((answer) => answer.outcome);
    expect(renders).toBe(1);
    expect(outcomes).toEqual(['miss', 'coalesced', 'coalesced', 'coalesced', 'coalesced']);
  });

  it('drops exactly the pages a change touches', async () => {
    const cache = storingCache();
    await cache.get('/product/1', ['row:products:id=1'], render('product 1'));
    await cache.get('/product/2', ['row:products:id=2'], render('product 2'));
    await cache.get('/dogs', ['table:products'], render('dogs'));
    await cache.get('/help', ['table:shipping_time_ranges'], render('help'));

    expect(cache.invalidate(['*', 'table:products', 'row:products:id=1'])).toBe(2);

    expect(cache.has('/product/1')).toBe(false);
    expect(cache.has('/dogs')).toBe(false);
    expect(cache.has('/product/2')).toBe(true);
    expect(cache.has('/help')).toBe(true);
  });

  it('does not keep a page whose render a change overtook, nor lets a later request join it', async () => {
    const cache = storingCache();
    const stale = deferred();
    const first = cache.get('/dogs', ['table:products'], () => stale.promise);
    // an admin changes a price while the page is being rendered with the old one
    cache.invalidate(['table:products']);
    const fresh = cache.get('/dogs', ['table:products'], render('dogs, new price'));
    stale.finish({ value: pageOf('dogs, old price'), cacheable: true });

    expect((await first).value.html).toBe('dogs, old price');
    expect(await fresh).toEqual({ value: pageOf('dogs, new price'), outcome: 'miss' });
    expect(await cache.get('/dogs', ['table:products'], render('unused'))).toEqual({
      value: pageOf('dogs, new price'),
      outcome: 'hit',
    });
  });

  it('keeps nothing rendered before the feed dropped, and nothing while it is down', async () => {
    const cache = storingCache();
    const flight = deferred();
    const rendering = cache.get('/', [], () => flight.promise);
    cache.setStoring(false);
    cache.setStoring(true);
    flight.finish({ value: pageOf('home'), cacheable: true });
    await rendering;
    expect(cache.has('/')).toBe(false);

    cache.setStoring(false);
    await cache.get('/', [], render('home'));
    expect(cache.has('/')).toBe(false);
  });

  it('does not keep a page that is not cacheable (partly left to the browser)', async () => {
    const cache = storingCache();
    await cache.get('/', [], render('home', false));
    expect(cache.has('/')).toBe(false);
  });

  it('serves an entry no longer than its maximum age', async () => {
    let now = 0;
    const cache = storingCache({ maxAgeMs: 1_000, now: () => now });
    await cache.get('/', [], render('home 1'));
    now = 1_000;
    expect((await cache.get('/', [], render('home 2'))).outcome).toBe('hit');
    now = 1_001;
    expect(await cache.get('/', [], render('home 2'))).toEqual({
      value: pageOf('home 2'),
      outcome: 'miss',
    });
  });

  it('drops the least recently used pages when the bytes exceed its budget', async () => {
    const cache = storingCache({ maxBytes: 10 });
    await cache.get('a', [], render('aaaa'));
    await cache.get('b', [], render('bbbb'));
    // reading a makes b the least recently used
    await cache.get('a', [], render('unused'));
    await cache.get('c', [], render('cccc'));

    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.stats.bytes).toBe(8);

    // a compressed variant made later counts too
    const a = (await cache.get('a', [], render('unused'))).value;
    cache.grew('a', a, 3);
    expect(cache.has('c')).toBe(false);
    expect(cache.stats.bytes).toBe(7);
  });
});
