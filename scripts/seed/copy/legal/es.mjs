// Páginas legales en español: condiciones generales, privacidad, términos de uso, cancelación.
import { chargesTable, legalHtml } from './render.mjs';

const charges = chargesTable(
  ['Cuándo cancelas', 'Reserva estándar', 'Con Cance\u00adlación Flexible'],
  [
    ['31 días o más antes de la salida', 'Gratis', 'Gratis'],
    ['De 30 a 15 días antes de la salida', '50 % del precio del viaje', 'Gratis'],
    ['De 14 a 8 días antes de la salida', '75 % del precio del viaje', 'Gratis'],
    ['7 días o menos antes de la salida, o no presentarse', '100 % del precio del viaje', '100 % del precio del viaje'],
  ],
);

export default {
  'legal-general-condition': legalHtml('Estas condiciones generales se aplican a todos los viajes combinados reservados con Caravan en esta web, por teléfono o por correo electrónico. Léelas antes de reservar: al reservar, las aceptas.', [
    ['Quiénes somos', 'Los viajes los organiza {company}, operador turístico autorizado con sede en Milán, Italia (NIF IT01234567890). Nuestros viajes son viajes combinados según la Directiva (UE) 2015/2302 y las leyes nacionales que la aplican, y tienes todos los derechos que estas normas reconocen a los viajeros.'],
    ['Qué incluye el precio', 'Cada página de viaje indica qué está incluido y qué no. El precio incluye siempre:', ['un coordinador de Caravan que viaja con el grupo;', 'alojamiento y transporte durante el viaje, según el itinerario;', 'las actividades indicadas en el programa;', 'el seguro médico y de equipaje.'], 'Los vuelos hasta el punto de inicio, el fondo común del grupo, las comidas no indicadas, los visados y los gastos personales no están incluidos, salvo que la página del viaje diga lo contrario.'],
    ['Reserva', 'Puedes reservar en línea o a través de nuestro equipo. El contrato se perfecciona cuando confirmamos tu reserva por correo electrónico, tras recibir el depósito o el importe total. El depósito está disponible hasta la fecha límite indicada en cada salida; después, se paga el precio total al reservar.'],
    ['Precios y pago', 'Los precios mostrados en una moneda distinta de la que pagas son aproximados. Pagas en euros (EUR) o en libras esterlinas (GBP), según la dirección de residencia que indiques al pagar. Aceptamos los métodos de pago que se muestran al pagar; cuando se ofrece el pago a plazos, sus fechas e importes se indican antes de pagar.'],
    ['Saldo', 'El saldo se paga <strong>31 días antes de la salida</strong>. Te lo recordamos por correo electrónico con tiempo. Si no se paga en esa fecha, podemos cancelar la reserva y aplicar los gastos de cancelación indicados más abajo.'],
    ['Número mínimo de viajeros', 'Cada salida necesita un número mínimo de viajeros, indicado en la página del viaje. Si no se alcanza, te avisamos al menos 20 días antes de la salida y te devolvemos íntegramente lo que pagaste o te ofrecemos otra fecha u otro viaje.'],
    ['Cancelación por parte del viajero', 'Puedes cancelar gratis hasta <strong>31 días</strong> antes de la salida, o hasta <strong>8 días</strong> antes si añadiste la opción Cancelación Flexible al reservar. Después de estos plazos se aplican los gastos siguientes. Las reglas completas están en la página de política de cancelación.', charges],
    ['Seguro', 'El seguro médico y de equipaje está siempre incluido en el precio, para cada viajero. La póliza y cómo presentar un siniestro están en tu cuenta. Al reservar puedes añadir un seguro de cancelación o una cobertura ampliada.'],
    ['Problemas durante el viaje y reclamaciones', 'Si algo no es como se describía, díselo enseguida a tu coordinador para solucionarlo sobre la marcha. También puedes escribirnos en los 30 días siguientes a tu regreso; respondemos por escrito a cada reclamación. Los litigios pueden presentarse en la plataforma europea de resolución de litigios en línea.'],
    ['Ley aplicable', 'Estas condiciones se rigen por la ley italiana, sin perjuicio de las normas imperativas del país donde vives, cuyos tribunales siguen siendo competentes para los consumidores.'],
  ]),
  'legal-privacy-policy': legalHtml('Esta política explica qué datos personales recoge Caravan, para qué, durante cuánto tiempo y qué derechos tienes. Se aplica a esta web, a las reservas y a nuestros correos.', [
    ['Responsable del tratamiento', '{company}, con sede en Milán, Italia, es responsable del tratamiento de tus datos personales según el Reglamento (UE) 2016/679 (RGPD). Puedes contactar con nuestro responsable de privacidad en <a href="mailto:privacy@caravan.travel">privacy@caravan.travel</a>.'],
    ['Qué datos recogemos', ['datos de contacto: nombre, correo electrónico, teléfono, dirección de residencia;', 'datos de la reserva: viajes, viajeros, datos del pasaporte cuando el destino los exige, necesidades alimentarias que decidas contarnos;', 'datos de pago, gestionados por nuestros proveedores de pago (nunca guardamos el número completo de la tarjeta);', 'datos de navegación y, con tu consentimiento, cookies de análisis y publicidad.']],
    ['Para qué los usamos', 'Para gestionar las reservas (contrato), cumplir obligaciones contables y fiscales (obligación legal), responder a tus preguntas y proteger la web (interés legítimo) y enviarte boletines y avisos de viajes solo si los pediste (consentimiento).'],
    ['Quién los recibe', 'Tu coordinador y nuestros socios locales reciben lo necesario para realizar el viaje; la aseguradora, lo necesario para cubrirte; los proveedores de pago tramitan los pagos. No vendemos tus datos.'],
    ['Transferencias fuera de Europa', 'Algunos viajes se realizan fuera del Espacio Económico Europeo. Cuando los datos deben llegar allí, usamos las cláusulas contractuales tipo de la Comisión Europea u otra garantía prevista por el RGPD.'],
    ['Cuánto tiempo los conservamos', 'Las reservas y los registros contables, 10 años, como exige la ley; las preferencias de marketing, hasta que retires tu consentimiento; la cuenta, hasta que la elimines o tras 36 meses sin iniciar sesión.'],
    ['Cookies', 'Las cookies técnicas hacen funcionar la web. Las de análisis y publicidad solo se usan con tu consentimiento, que puedes cambiar en cualquier momento desde el enlace de preferencias de seguimiento al pie de cada página.'],
    ['Tus derechos', 'Puedes pedir acceder a tus datos, rectificarlos o suprimirlos, limitar su uso u oponerte, y recibirlos en un formato portable. Puedes retirar tu consentimiento en cualquier momento, sin que afecte al tratamiento anterior. También puedes reclamar ante la autoridad italiana de protección de datos (Garante per la protezione dei dati personali) o ante la Agencia Española de Protección de Datos.'],
  ]),
  'legal-terms-conditions': legalHtml('Estos términos regulan el uso de la web de Caravan y de tu cuenta. La reserva de un viaje se rige por las condiciones generales de venta.', [
    ['Quién gestiona la web', 'La web la gestiona {company}, Milán, Italia. Puedes escribirnos desde la página de contacto.'],
    ['Uso de la web', 'La web está pensada para adultos que buscan viajes en grupo. No puedes usarla de forma que pueda dañarla o perjudicar a otros usuarios, por ejemplo con peticiones automáticas masivas, intentos de entrar en cuentas ajenas o de saltarse las medidas de seguridad.'],
    ['Precios e información', 'Mantenemos al día las páginas de los viajes, pero las plazas y los precios cambian deprisa. Los precios mostrados en una moneda en la que no pagas son aproximados: pagas en euros (EUR) o en libras esterlinas (GBP), según tu dirección de residencia. Vale el precio confirmado al pagar.'],
    ['Tu cuenta', 'Inicias sesión con tu correo electrónico a través de nuestro servicio de acceso. Mantén tu acceso en privado; eres responsable de lo que se haga con tu cuenta. Las cuentas de administración no pueden reservar. Puedes eliminar tu cuenta en cualquier momento desde su configuración.'],
    ['Lista de deseos, avisos y correos', 'Puedes guardar viajes y pedir que te avisemos cuando se abra una salida o cambie su precio. Cada correo incluye un enlace para dejar de recibirlo, y los avisos se desactivan desde tu cuenta.'],
    ['Opiniones y fotos', 'Lo que publicas (opiniones, fotos, comentarios) debe reflejar tu experiencia, cumplir la ley y respetar a los demás. Podemos retirar el contenido que incumpla estas reglas. Al publicar, autorizas a Caravan a mostrarlo en la web y en sus comunicaciones, con tu nombre.'],
    ['Eventos de la comunidad', 'Los eventos WeMeet son encuentros gratuitos o de bajo coste organizados con la comunidad viajera. Apuntarse a un evento no crea un contrato de viaje; las plazas son limitadas y podemos cancelar un evento si no puede celebrarse con seguridad.'],
    ['Propiedad intelectual', 'Los textos, fotos, logotipos y el diseño de la web pertenecen a Caravan o a sus respectivos titulares. Puedes compartir enlaces a nuestras páginas; no puedes copiar su contenido para uso comercial sin nuestro consentimiento por escrito.'],
    ['Responsabilidad y cambios', 'Hacemos todo lo posible para que la web esté disponible y sea correcta, pero no podemos garantizar que nunca se interrumpa. Podemos actualizar estos términos; la fecha al principio de la página indica la versión más reciente. Se aplica la ley italiana, sin perjuicio de los derechos de los consumidores del país donde vives.'],
  ]),
  'legal-cancellation-policy': legalHtml('Los planes cambian. Esta página explica cuándo puedes cancelar gratis, cuánto cuesta después y cómo funcionan los reembolsos.', [
    ['Cancelación gratuita hasta 31 días antes de la salida', 'Puedes cancelar cualquier reserva gratis hasta <strong>31 días antes de la salida</strong>. Te devolvemos todo lo que pagaste, depósito incluido, salvo los extras que la página del viaje marque como no reembolsables.'],
    ['Cancelación Flexible: gratis hasta 8 días antes de la salida', 'Al reservar puedes añadir la opción <strong>Cancelación Flexible</strong>, que te permite cancelar gratis hasta <strong>8 días antes de la salida</strong>. Su precio se indica antes de pagar; la opción en sí no es reembolsable.'],
    ['Gastos después de los plazos', 'Una vez pasado el plazo de cancelación gratuita, se aplican al precio del viaje los gastos siguientes:', charges],
    ['Cómo cancelar', 'Cancela desde tu cuenta, en el apartado de reservas, o escribe a nuestro equipo por correo electrónico. Cuenta el día en que recibimos tu solicitud; te la confirmamos por correo en un día laborable.'],
    ['Reembolsos', 'Reembolsamos en un plazo de 14 días, con el método de pago que usaste y en la moneda en que pagaste (EUR o GBP). Las posibles comisiones dependen de tu banco.'],
    ['Depósito y saldo', 'El saldo se paga 31 días antes de la salida, el mismo día en que termina la cancelación gratuita: hasta entonces, si reservaste con depósito, puedes cancelar sin pagar nada más.'],
    ['Si cancelamos nosotros el viaje', 'Si una salida no alcanza el número mínimo de viajeros, te avisamos al menos 20 días antes de la salida. Tú eliges entre el reembolso íntegro y otra fecha u otro viaje. También cancelamos y reembolsamos íntegramente si el viaje no puede realizarse con seguridad.'],
    ['Seguro', 'El seguro médico y de equipaje está siempre incluido, pero no cubre la cancelación: si quieres cobertura para los gastos anteriores, por ejemplo por enfermedad, puedes añadir un seguro de cancelación al reservar.'],
    ['Cambiar en lugar de cancelar', 'Hasta 31 días antes de la salida puedes pasarte a otra fecha del mismo viaje, o ceder tu plaza a un amigo, sin coste. Después, escríbenos: buscamos una solución contigo.'],
  ]),
};
