import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filterKeys } from '../../../shared/filters';
import { isPageParam, pageQuery } from '../../../worker/cache/pageQuery';
import { moreParam } from '../../../worker/render/ui/ShowMore';

describe('page query', () => {
  it('names every parameter the pages read, lists as `name[]` too, and nothing else', () => {
    for (const name of [...filterKeys, `${filterKeys[1]}[]`, moreParam, 'modal', 'type', 'layout', 'price', 'priceMin', 'priceMax', 'city', 'when', 'q', 'rated']) {
      expect(isPageParam(name), name).toBe(true);
    }
    for (const name of ['utm_source', 'UTM_Campaign', 'gclid', 'fbclid', '_gl', 'ref', 'bench', 'returnTo', 'code', 'state', 'joined', 'TextSearch', 'more[]x', '', '__proto__', 'constructor']) {
      expect(isPageParam(name), name).toBe(false);
    }
  });

  it('keeps the bench\'s parameter only when asked (its routes on)', () => {
    expect(pageQuery('?bench=7&more=departures')).toBe('?more=departures');
    expect(pageQuery('?bench=7&more=departures', { bench: true })).toBe('?bench=7&more=departures');
  });

  it('drops the rest and keeps what it keeps as it was: order, encoding, repeated keys', () => {
    expect(pageQuery('?utm_source=news&textSearch=new%20york&gclid=x&destinationId[]=1&ref=p&destinationId[]=2')).toBe('?textSearch=new%20york&destinationId[]=1&destinationId[]=2');
    expect(pageQuery('?utm_source=news&fbclid=IwAR&ref=partner&x=' + 'a'.repeat(500))).toBe('');
    expect(pageQuery('?more=departures')).toBe('?more=departures');
    expect(pageQuery('')).toBe('');
    expect(pageQuery('?')).toBe('');
  });

  it('reads a name as the pages do (decoded, `+` a space), and drops one that does not decode', () => {
    expect(pageQuery('?text%53earch=x&utm%5Fsource=y')).toBe('?text%53earch=x');
    expect(pageQuery('?%E0%A4%A=1&sort=price')).toBe('?sort=price');
    expect(pageQuery('?page&&utm_term&modal=')).toBe('?page&modal=');
    expect(pageQuery('?text+Search=x&q=a+b')).toBe('?q=a+b');
  });
});

/**
 * Every parameter a shared page's server code reads by name is a page parameter: a source scan
 * of the code that renders shared pages (a new `searchParams.get('x')` there that pageQuery.ts
 * does not name would never see its value). Names given by a constant are resolved through the
 * `const x = '…'` declarations of the scanned files.
 */
describe('the page parameters the source reads', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  // Not shared pages: JSON APIs, the account's own routes, bench and ops routes, the personal
  // (no-store) pages, which read the whole URL (worker/routes/pages.tsx), and request middleware
  // (flags, device id) that runs before any page and is keyed on its own.
  const notSharedPages = /^worker\/(routes\/(api|account)\/|routes\/(bench|ops\w*|warm|login|event|wishlist|seo|sitemap)\.tsx?$|middleware\/|env\.d\.ts$)/;
  const files = ['worker', 'shared', 'markets']
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const sources = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const constants = new Map<string, string>();
  for (const source of sources.values()) {
    for (const [, name, value] of source.matchAll(/\bconst\s+(\w+)\s*=\s*'([^']+)'/g)) constants.set(name!, value!);
  }
  const reads = [...sources]
    .filter(([file]) => !notSharedPages.test(file))
    .flatMap(([file, source]) => [...source.matchAll(/(?:searchParams|params|query|from)\.(?:get|getAll|has)\(\s*('[^']+'|\w+)\s*\)|req\.query\(\s*('[^']+'|\w+)\s*\)/g)]
      .map((match) => ({ file, arg: (match[1] ?? match[2])! })));

  it('finds the readers it knows (the scan still sees them)', () => {
    const named = reads.map(({ file, arg }) => `${file}:${arg}`);
    for (const known of ["worker/routes/searchAi.tsx:'q'", 'worker/routes/search.tsx:priceParam', "worker/routes/events.tsx:'city'", 'worker/routes/listing.tsx:moreParam']) {
      expect(named, known).toContain(known);
    }
  });

  it('every name read is a page parameter', () => {
    const unknown = reads
      .map(({ file, arg }) => ({ file, arg, name: arg.startsWith("'") ? arg.slice(1, -1) : constants.get(arg) }))
      // A variable (not a constant): the loop over a list of names, checked where the list is.
      .filter(({ arg, name }) => !(name === undefined && /^[a-z]\w*$/.test(arg) && !constants.has(arg)) && !(name && isPageParam(name)));
    expect(unknown, 'name these in worker/cache/pageQuery.ts, or the page never sees them').toEqual([]);
  });
});
