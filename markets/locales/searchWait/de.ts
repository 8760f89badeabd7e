import type { SearchWaitResources } from './en';

const de: SearchWaitResources = {
  searchWait: {
    monthKept: 'Wochenendreisen dauern höchstens 4 Tage: Sie sehen Reisen von {{length}} mit Abreise im {{month}}.',
    durationCleared: 'Wochenendreisen dauern höchstens 4 Tage: Die Reisedauer ist jetzt „beliebig“.',
    aiBusy: 'Ihre Anfrage wird gelesen…',
    aiFailed: 'Die KI-Suche hat nicht geantwortet. Ihre Anfrage ist noch da.',
    lookupFailed: 'Die Reiseziele wurden nicht geladen. Sie können trotzdem nach den eingegebenen Wörtern suchen.',
    retry: 'Erneut versuchen',
  },
};

export default de;
