import type { FormsResources } from './en';

const es: FormsResources = {
  forms: {
    codeSentTo: 'Hemos enviado un código a {{email}}.',
    changeEmail: 'Cambiar email',
    failed: 'No se ha podido completar: comprueba la conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
};

export default es;
