/**
 * AI search (SPEC §2, Italy only): an Italian free-text request becomes a validated filter
 * object of shared/filters.ts plus a commentary of what was understood, and — when the strict
 * reading finds nothing — wider searches that say what they relaxed.
 *
 * Two ways produce the same `SearchIntent`: the built-in interpreter (aiSearchParser.ts, with
 * aiSearchScanner.ts, aiSearchPeriods.ts and the vocabulary of aiSearchLexicon.ts) and, when
 * configured, a Workers AI model (worker/ai/searchModel.ts). `resultFromIntent`
 * (aiSearchIntent.ts) turns an intent into filters and commentary (aiSearchCommentary.ts) for
 * both, so the page never knows which one answered; aiSearchRelax.ts lists the wider searches.
 * This module is the public entry point: import from here.
 */
export {
  auroraWindow, climateCountries, climates, emptyIntent, maxQueryLength, monthsOf, moods, resultFromIntent,
  searchIntentSchema, tripStyleFilter, tripStyles,
  type AiSearchCatalogue, type AiSearchCountry, type AiSearchResult, type Climate, type InterpretContext, type Mood,
  type SearchIntent, type TripStyle,
} from './aiSearchIntent';
export {
  notesFor, relaxableDetails, relaxationSentence, relaxedPhrase, requestPhrase, requestSummary,
  type AiSearchNote, type RelaxableDetail, type Relaxation, type RequestSummary, type SentenceFormat,
} from './aiSearchCommentary';
export { interpretQuery } from './aiSearchParser';
export { easterSunday } from './easter.mjs';
export { normaliseQuery } from './aiSearchScanner';
export { budgetSteps, relaxationSteps, widerBudget, widerPeriod, type RelaxStep } from './aiSearchRelax';
