import type { FormsResources } from './en';

const fr: FormsResources = {
  forms: {
    codeSentTo: 'Nous avons envoyé un code à {{email}}.',
    changeEmail: 'Modifier l’e-mail',
    failed: 'Cela n’a pas abouti : vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
};

export default fr;
