import type { AlertMessages } from './en-alerts';

/**
 * The Spanish words of /es/alerts: the shape of src/i18n/en-alerts.ts, so a missing or extra
 * key fails `astro check`. Formal "usted", terms as in docs/glossary-es.md (búsqueda guardada,
 * alerta).
 */
export const esAlerts = {
  page: {
    title: 'Sus alertas - {site}',
    description: 'Confirme, administre o detenga las alertas por correo electrónico de sus búsquedas guardadas.',
    heading: 'Sus alertas',
    intro: 'Alertas por correo electrónico de búsquedas guardadas: no necesita una cuenta.',
  },
  loading: 'Cargando…',
  none: 'Abra esta página desde el enlace de un correo de alerta. Para recibir alertas, use “Avisarme” en una página de búsqueda o de categoría.',
  confirmedHeading: 'Su alerta está activada',
  confirmed: 'Le enviaremos un correo electrónico cuando haya negocios nuevos que coincidan con:',
  manage: 'Administrar mis búsquedas guardadas',
  unsubscribeQuestion: '¿Detener esta alerta? Se borrará su búsqueda guardada; si es la última, también su dirección de correo electrónico.',
  unsubscribe: 'Darse de baja',
  unsubscribed: 'Usted se dio de baja. No volverá a recibir esta alerta.',
  savedFor: 'Búsquedas guardadas de {email}',
  noSearches: 'No tiene búsquedas guardadas: no guardamos nada sobre esta dirección.',
  daily: 'Diaria',
  weekly: 'Semanal',
  waiting: ' · esperando su confirmación',
  broken: 'Ya no funciona: uno de sus filtros ya no existe. Guarde la búsqueda de nuevo y después detenga esta.',
  stop: 'Detener',
  messages: {
    'This confirmation link is not valid (it may have been cut or changed). Open it again from the e-mail, or save the search again with “Alert me”.':
      'Este enlace de confirmación no es válido (puede que se haya cortado o modificado). Ábralo de nuevo desde el correo electrónico, o guarde la búsqueda otra vez con “Avisarme”.',
    'This link is not valid (it may have been cut or changed). Open “Manage your saved searches” again from your latest alert e-mail.':
      'Este enlace no es válido (puede que se haya cortado o modificado). Abra de nuevo “Administrar sus búsquedas guardadas” desde su correo de alerta más reciente.',
    'This unsubscribe link is not valid (it may have been cut or changed). Open “Manage your saved searches” from any alert e-mail to stop an alert.':
      'Este enlace para darse de baja no es válido (puede que se haya cortado o modificado). Abra “Administrar sus búsquedas guardadas” desde cualquier correo de alerta para detener una alerta.',
    'This link is not valid.': 'Este enlace no es válido.',
    'This confirmation link has expired. Please save the search again.': 'Este enlace de confirmación venció. Guarde la búsqueda de nuevo.',
    'This unsubscribe link is not valid.': 'Este enlace para darse de baja no es válido.',
    'Could not reach the server. Check your connection and try again.': 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
    'The request was cancelled.': 'Se canceló la solicitud.',
    'Too many requests. Please wait {minutes} and try again.': 'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
    'Too many requests. Please wait {minutes} and try again.{wait}': 'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
    'The directory is temporarily unavailable. Please try again in a moment.':
      'El directorio no está disponible en este momento. Inténtelo de nuevo en unos instantes.',
    'Something went wrong on our side. Please try again.': 'Se produjo un error en nuestro sistema. Inténtelo de nuevo.',
  },
} satisfies AlertMessages;
