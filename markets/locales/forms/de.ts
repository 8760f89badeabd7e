import type { FormsResources } from './en';

const de: FormsResources = {
  forms: {
    codeSentTo: 'Wir haben einen Code an {{email}} gesendet.',
    changeEmail: 'E-Mail ändern',
    failed: 'Das hat nicht geklappt: Prüfe deine Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
  },
};

export default de;
