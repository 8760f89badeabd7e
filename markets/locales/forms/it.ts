import type { FormsResources } from './en';

const it: FormsResources = {
  forms: {
    codeSentTo: 'Abbiamo inviato un codice a {{email}}.',
    changeEmail: 'Cambia email',
    failed: 'Non è andata a buon fine: controlla la connessione e riprova.',
    retry: 'Riprova',
  },
};

export default it;
