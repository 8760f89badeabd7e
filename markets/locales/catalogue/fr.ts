import type { CatalogueResources } from './en';
import en from './en';

const fr: CatalogueResources = en;

export default fr;
