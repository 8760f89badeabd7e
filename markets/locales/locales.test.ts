import { describe, expect, it } from 'vitest';
import { languages } from '../config';
import { resources } from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

describe('translations', () => {
  const english = keys(resources.en);

  it.each(languages)('%s has every key with the same placeholders and no empty copy', (lng) => {
    expect(keys(resources[lng]).sort()).toEqual([...english].sort());
    for (const key of english) {
      const get = (r: unknown) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], r) as string;
      expect(get(resources[lng]).trim(), `${lng}:${key}`).not.toBe('');
      expect(placeholders(get(resources[lng])), `${lng}:${key}`).toEqual(placeholders(get(resources.en)));
    }
  });
});
