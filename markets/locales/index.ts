import type { Language } from '../config';
import accountDe from './account/de';
import accountEn, { type AccountResources } from './account/en';
import accountEs from './account/es';
import accountFr from './account/fr';
import accountIt from './account/it';
import assistantDe from './assistant/de';
import assistantEn, { type AssistantResources } from './assistant/en';
import assistantEs from './assistant/es';
import assistantFr from './assistant/fr';
import assistantIt from './assistant/it';
import catalogueDe from './catalogue/de';
import catalogueEn, { type CatalogueResources } from './catalogue/en';
import catalogueEs from './catalogue/es';
import catalogueFr from './catalogue/fr';
import catalogueIt from './catalogue/it';
import chargeDe from './charge/de';
import chargeEn, { type ChargeResources } from './charge/en';
import chargeEs from './charge/es';
import chargeFr from './charge/fr';
import chargeIt from './charge/it';
import characterDe from './character/de';
import characterEn, { type CharacterResources } from './character/en';
import characterEs from './character/es';
import characterFr from './character/fr';
import characterIt from './character/it';
import confirmationDe from './confirmation/de';
import confirmationEn, { type ConfirmationResources } from './confirmation/en';
import confirmationEs from './confirmation/es';
import confirmationFr from './confirmation/fr';
import confirmationIt from './confirmation/it';
import formsDe from './forms/de';
import formsEn, { type FormsResources } from './forms/en';
import formsEs from './forms/es';
import formsFr from './forms/fr';
import formsIt from './forms/it';
import freshnessDe from './freshness/de';
import freshnessEn, { type FreshnessResources } from './freshness/en';
import freshnessEs from './freshness/es';
import freshnessFr from './freshness/fr';
import freshnessIt from './freshness/it';
import paymentDe from './payment/de';
import paymentEn, { type PaymentResources } from './payment/en';
import paymentEs from './payment/es';
import paymentFr from './payment/fr';
import paymentIt from './payment/it';
import discountDe from './discount/de';
import discountEn, { type DiscountResources } from './discount/en';
import discountEs from './discount/es';
import discountFr from './discount/fr';
import discountIt from './discount/it';
import dossierDe from './dossier/de';
import dossierEn, { type DossierResources } from './dossier/en';
import dossierEs from './dossier/es';
import dossierFr from './dossier/fr';
import dossierIt from './dossier/it';
import de from './de';
import flexDatesDe from './flexDates/de';
import flexDatesEn, { type FlexDatesResources } from './flexDates/en';
import flexDatesEs from './flexDates/es';
import flexDatesFr from './flexDates/fr';
import flexDatesIt from './flexDates/it';
import en, { type Resources as BaseResources } from './en';
import es from './es';
import fr from './fr';
import it from './it';
import resultsDe from './results/de';
import resultsEn, { type ResultsResources } from './results/en';
import resultsEs from './results/es';
import resultsFr from './results/fr';
import resultsIt from './results/it';
import resultsPathsDe from './resultsPaths/de';
import resultsPathsEn, { type ResultsPathsResources } from './resultsPaths/en';
import resultsPathsEs from './resultsPaths/es';
import resultsPathsFr from './resultsPaths/fr';
import resultsPathsIt from './resultsPaths/it';
import searchDe from './search/de';
import searchEn, { type SearchResources } from './search/en';
import searchEs from './search/es';
import searchFr from './search/fr';
import searchIt from './search/it';
import searchWaitDe from './searchWait/de';
import searchWaitEn, { type SearchWaitResources } from './searchWait/en';
import searchWaitEs from './searchWait/es';
import searchWaitFr from './searchWait/fr';
import searchWaitIt from './searchWait/it';

import assistantUiDe from './assistantUi/de';
import assistantUiEn, { type AssistantUiResources } from './assistantUi/en';
import assistantUiEs from './assistantUi/es';
import assistantUiFr from './assistantUi/fr';
import assistantUiIt from './assistantUi/it';
import wemeetDe from './wemeet/de';
import wemeetEn, { type WemeetResources } from './wemeet/en';
import wemeetEs from './wemeet/es';
import wemeetFr from './wemeet/fr';
import wemeetIt from './wemeet/it';
import growthDe from './growth/de';
import growthEn, { type GrowthResources } from './growth/en';
import growthEs from './growth/es';
import growthFr from './growth/fr';
import growthIt from './growth/it';

/** Every key of one language: site-wide copy plus catalogue-page copy (no shared top-level keys). */
export type Resources = BaseResources & CatalogueResources & ResultsResources & AccountResources & SearchResources & FlexDatesResources & CharacterResources & DiscountResources & DossierResources & ConfirmationResources & FreshnessResources & PaymentResources & ChargeResources & WemeetResources & SearchWaitResources & FormsResources & ResultsPathsResources & AssistantResources & AssistantUiResources & GrowthResources;

/** Copy for every language, imported statically so the worker needs no I/O to translate. */
export const resources: Record<Language, Resources> = {
  it: { ...it, ...catalogueIt, ...resultsIt, ...accountIt, ...searchIt, ...flexDatesIt, ...characterIt, ...discountIt, ...dossierIt, ...confirmationIt, ...freshnessIt, ...paymentIt, ...chargeIt, ...wemeetIt, ...searchWaitIt, ...formsIt, ...resultsPathsIt, ...assistantIt, ...assistantUiIt, ...growthIt },
  en: { ...en, ...catalogueEn, ...resultsEn, ...accountEn, ...searchEn, ...flexDatesEn, ...characterEn, ...discountEn, ...dossierEn, ...confirmationEn, ...freshnessEn, ...paymentEn, ...chargeEn, ...wemeetEn, ...searchWaitEn, ...formsEn, ...resultsPathsEn, ...assistantEn, ...assistantUiEn, ...growthEn },
  es: { ...es, ...catalogueEs, ...resultsEs, ...accountEs, ...searchEs, ...flexDatesEs, ...characterEs, ...discountEs, ...dossierEs, ...confirmationEs, ...freshnessEs, ...paymentEs, ...chargeEs, ...wemeetEs, ...searchWaitEs, ...formsEs, ...resultsPathsEs, ...assistantEs, ...assistantUiEs, ...growthEs },
  fr: { ...fr, ...catalogueFr, ...resultsFr, ...accountFr, ...searchFr, ...flexDatesFr, ...characterFr, ...discountFr, ...dossierFr, ...confirmationFr, ...freshnessFr, ...paymentFr, ...chargeFr, ...wemeetFr, ...searchWaitFr, ...formsFr, ...resultsPathsFr, ...assistantFr, ...assistantUiFr, ...growthFr },
  de: { ...de, ...catalogueDe, ...resultsDe, ...accountDe, ...searchDe, ...flexDatesDe, ...characterDe, ...discountDe, ...dossierDe, ...confirmationDe, ...freshnessDe, ...paymentDe, ...chargeDe, ...wemeetDe, ...searchWaitDe, ...formsDe, ...resultsPathsDe, ...assistantDe, ...assistantUiDe, ...growthDe },
};
