import type { Resources } from '../markets/locales/en';

/** The little copy the entry's plain DOM code needs (toasts, consent, newsletter errors). */
export interface Words {
  t(key: string): string;
}

/**
 * Looks keys up in the page's boot copy without loading i18next: the entry's messages are
 * plain sentences (no plurals, no interpolation). A missing key reads as the key.
 */
export function wordsOf(resources: Partial<Resources> | Record<string, unknown>): Words {
  return {
    t(key) {
      let node: unknown = resources;
      for (const part of key.split('.')) {
        node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
      }
      return typeof node === 'string' ? node : key;
    },
  };
}
