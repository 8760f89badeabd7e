import type { CatalogueResources } from './en';
import en from './en';

const es: CatalogueResources = en;

export default es;
