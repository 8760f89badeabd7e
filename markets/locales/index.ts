import type { Language } from '../config';
import catalogueDe from './catalogue/de';
import catalogueEn, { type CatalogueResources } from './catalogue/en';
import catalogueEs from './catalogue/es';
import catalogueFr from './catalogue/fr';
import catalogueIt from './catalogue/it';
import de from './de';
import en, { type Resources as BaseResources } from './en';
import es from './es';
import fr from './fr';
import it from './it';

/** Every key of one language: site-wide copy plus catalogue-page copy (no shared top-level keys). */
export type Resources = BaseResources & CatalogueResources;

/** Copy for every language, imported statically so the worker needs no I/O to translate. */
export const resources: Record<Language, Resources> = {
  it: { ...it, ...catalogueIt },
  en: { ...en, ...catalogueEn },
  es: { ...es, ...catalogueEs },
  fr: { ...fr, ...catalogueFr },
  de: { ...de, ...catalogueDe },
};
