import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryKeys, islandNamespaces } from '../../../client/islands/meta.generated';
import { resources } from '../../../markets/locales';
import { islandCopy, pickKeys } from '../../../worker/render/islandCopy';
// The island registry's generator is plain ESM JavaScript.
// @ts-expect-error no types for scripts/islands.mjs
import * as islandsScript from '../../../scripts/islands.mjs';

const { literalKeysOf, namespacesOf } = islandsScript as {
  literalKeysOf: (file: string) => Record<string, string[]>;
  namespacesOf: (file: string) => string[];
};
const bundle = resources.it;
const shipped = (copy: { resources: object }) => copy.resources as Record<string, unknown>;

describe('islandCopy: the copy a page ships', () => {
  it('ships a namespace only the entry reads with just the keys it reads, and says it is partial', () => {
    const copy = islandCopy(bundle, []);
    // The toaster's one message, not the error pages' copy.
    expect(shipped(copy).errors).toEqual({ genericSubtitle: bundle.errors.genericSubtitle });
    expect(copy.partial).toContain('errors');
    expect(shipped(copy).consent).toEqual({ saved: bundle.consent.saved });
    expect(copy.partial).toContain('consent');
    // Whole namespaces are not named partial.
    for (const ns of copy.partial) expect(entryKeys[ns]).toBeDefined();
  });

  it('ships a namespace whole when an island of the page needs it', () => {
    const [island, wanted] = Object.entries(islandNamespaces).find(([, names]) => names.includes('validation'))!;
    const alone = islandCopy(bundle, []);
    expect(alone.partial).toContain('validation');
    const withIsland = islandCopy(bundle, [island]);
    expect(wanted).toContain('validation');
    expect((bundle as Record<string, unknown>).validation).toBeDefined();
    expect(shipped(withIsland).validation).toEqual((bundle as Record<string, unknown>).validation);
    expect(withIsland.partial).not.toContain('validation');
  });
});

describe('pickKeys', () => {
  const namespace = {
    title: 'T',
    seats_one: 'one seat',
    seats_other: '{{count}} seats',
    seatsLeft: 'not a form of seats',
    api: { invalid: 'bad', other: 'x', deep: { a: 'A' } },
  };

  it('takes nested keys and every plural form of a bare key, and nothing else', () => {
    expect(pickKeys(namespace, ['seats', 'api.invalid', 'api.deep'])).toEqual({
      seats_one: 'one seat',
      seats_other: '{{count}} seats',
      api: { invalid: 'bad', deep: { a: 'A' } },
    });
  });

  it('ignores keys the namespace does not have, leaving no empty branch', () => {
    expect(pickKeys(namespace, ['nope', 'api.nope', 'title.more', 'missing.deeper.still'])).toEqual({});
  });
});

describe('literalKeysOf: what the scan takes for a literal key', () => {
  it('keeps namespaces read through whole literal keys, drops those read through a computed key', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'caravan-keys-')), 'entry.ts');
    writeFileSync(
      file,
      [
        "t('errors.generic'); t(\"errors.api.invalidQuery\");",
        "t(`status.${code}`); t('status.title');",
        "t('search.' + tab); t('search.title');",
        "t('alerts.notice. Read more');",
      ].join('\n'),
    );
    expect(literalKeysOf(file)).toEqual({ errors: ['api.invalidQuery', 'generic'] });
  });

  it('finds the keys the client entry reads', () => {
    const keys = literalKeysOf('client/entry.ts');
    expect(keys.errors).toEqual(['genericSubtitle']);
    // Every namespace the entry ships in part is one the entry uses.
    const used = namespacesOf('client/entry.ts');
    for (const ns of Object.keys(entryKeys)) expect(used).toContain(ns);
  });
});
