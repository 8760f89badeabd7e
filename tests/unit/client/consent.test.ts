import { describe, expect, it } from 'vitest';
import { ConsentStore, readConsent } from '../../../client/analytics/consent';
import { DataLayerPusher } from '../../../client/analytics/dataLayer';
import { consentCookie, type ConsentChoice } from '../../../shared/consent';

/** document.cookie look-alike: assignments add or replace one cookie. */
class Jar {
  private values = new Map<string, string>();
  get cookie() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(assignment: string) {
    const [pair] = assignment.split(';');
    const [name, value] = pair!.split('=');
    this.values.set(name!.trim(), value ?? '');
  }
}

describe('consent store with categories', () => {
  it('stores a per-category choice; analytics alone decides what the pusher does', () => {
    const jar = new Jar();
    const store = new ConsentStore(jar);
    expect(store.choice).toBeNull();
    expect(store.state).toBe('unknown');
    store.choose({ analytics: false, marketing: true });
    expect(jar.cookie).toBe(`${consentCookie}=a0.m1`);
    expect(store.state).toBe('denied');
    expect(readConsent(jar.cookie)).toBe('denied');
    expect(new ConsentStore(jar).choice).toEqual({ analytics: false, marketing: true });
  });

  it('announces every choice (the Consent Mode update) before queued events are flushed', () => {
    const layer: unknown[] = [];
    const store = new ConsentStore(new Jar(), false, (choice) => layer.push(['consent', 'update', choice]));
    const pusher = new DataLayerPusher(store, () => layer);
    pusher.push({ event: 'page_view' });
    expect(layer).toEqual([]);
    store.choose({ analytics: true, marketing: false });
    expect(layer).toEqual([['consent', 'update', { analytics: true, marketing: false }], { event: 'page_view' }]);
    // A change of marketing only is announced too; analytics listeners hear nothing new.
    store.choose({ analytics: true, marketing: true });
    expect(layer).toHaveLength(3);
    expect(pusher.push({ event: 'sort' })).toBe('pushed');
  });

  it('the all-or-nothing event still works and sets both categories', () => {
    const jar = new Jar();
    const store = new ConsentStore(jar);
    store.set('granted');
    expect(store.choice).toEqual({ analytics: true, marketing: true });
    store.set('denied');
    expect(jar.cookie).toBe(`${consentCookie}=a0.m0`);
  });

  it('picks up a choice made in another tab once, and announces it', () => {
    const jar = new Jar();
    const announced: ConsentChoice[] = [];
    const store = new ConsentStore(jar, true, (choice) => announced.push(choice));
    expect(store.sync()).toBe(false);
    jar.cookie = `${consentCookie}=a1.m0`;
    expect(store.sync()).toBe(true);
    expect(store.sync()).toBe(false);
    expect(announced).toEqual([{ analytics: true, marketing: false }]);
    expect(store.state).toBe('granted');
  });
});
