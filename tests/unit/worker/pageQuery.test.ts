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
