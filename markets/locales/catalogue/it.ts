import type { CatalogueResources } from './en';
import en from './en';

const it: CatalogueResources = en;

export default it;
