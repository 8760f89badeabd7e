import { describe, expect, it } from 'vitest';
import { isTrackingParam, withoutTrackingParams } from '../../../worker/cache/trackingParams';

describe('tracking parameters', () => {
  it('names campaign and click-id parameters, in any case, and nothing a page reads', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'utm_whatever', 'gclid', 'fbclid', 'msclkid', '_gl', 'mc_eid']) expect(isTrackingParam(name), name).toBe(true);
    for (const name of ['textSearch', 'more', 'modal', 'type', 'currency', 'page', 'sort', 'utm', 'ref', 'bench']) expect(isTrackingParam(name), name).toBe(false);
  });

  it('drops them from a query and keeps the rest as it was: order, encoding, repeated keys', () => {
    expect(withoutTrackingParams('?utm_source=news&textSearch=new%20york&gclid=x&destination=1&destination=2')).toBe('?textSearch=new%20york&destination=1&destination=2');
    expect(withoutTrackingParams('?utm_source=news&fbclid=IwAR')).toBe('');
    expect(withoutTrackingParams('?more=departures')).toBe('?more=departures');
    expect(withoutTrackingParams('')).toBe('');
    expect(withoutTrackingParams('?')).toBe('');
  });

  it('knows an encoded name, and keeps what it cannot read', () => {
    expect(withoutTrackingParams('?utm%5Fsource=x&a=1')).toBe('?a=1');
    expect(withoutTrackingParams('?%E0%A4%A=1&utm_medium=x')).toBe('?%E0%A4%A=1');
    expect(withoutTrackingParams('?a&&utm_term&b=')).toBe('?a&b=');
  });
});
