import type { CatalogueResources } from './en';
import en from './en';

const de: CatalogueResources = en;

export default de;
