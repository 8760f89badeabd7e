import type { Language } from '../config';
import de from './de';
import en, { type Resources } from './en';
import es from './es';
import fr from './fr';
import it from './it';

/** Copy for every language, imported statically so the worker needs no I/O to translate. */
export const resources: Record<Language, Resources> = { it, en, es, fr, de };
export type { Resources };
