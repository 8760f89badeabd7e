import type { SearchWaitResources } from './en';

const it: SearchWaitResources = {
  searchWait: {
    monthKept: 'I viaggi nei weekend durano al massimo 4 giorni: ti mostriamo i viaggi di {{length}} in partenza nel mese di {{month}}.',
    durationCleared: 'I viaggi nei weekend durano al massimo 4 giorni: la durata ora è “qualsiasi durata”.',
    aiBusy: 'Sto leggendo la tua richiesta…',
    aiFailed: 'La ricerca con l’AI non ha risposto. La tua richiesta è ancora qui.',
    lookupFailed: 'Le destinazioni non si sono caricate. Puoi comunque cercare le parole scritte.',
    retry: 'Riprova',
  },
};

export default it;
