import type { Block } from '../../data/types';

/** Props every block component receives: its id and untrusted CMS content. */
export interface BlockProps {
  id: string;
  content: Record<string, unknown>;
  /** Index on the page: the first block's images load eagerly. */
  index: number;
}

export type { Block };

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function list<T = Record<string, unknown>>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as T[]) : [];
}

export function obj(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
