/**
 * The words of the e-mails a visitor gets, in Spanish (English and the shape: src/i18n/mail-en.ts).
 * Formal "usted" and the terms of docs/glossary-es.md ("cotización", "búsqueda guardada",
 * "alerta", "negocio"); the site's name stays as it is.
 */
import { SITE } from '../domain/catalog';
import type { MailWords } from './mail-en';

/** 'A, B y C': no colon after the preposition, the last name joined with 'y'. */
const names = (list: readonly string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(list);

export const MAIL_ES: MailWords = {
  orOpenLink: 'O abra este enlace:',
  hello: (name) => `Hola, ${name}:`,
  quoteConfirmation: {
    subject: `Confirme su solicitud de cotización en ${SITE.name}`,
    ask: (p) => `Confirme su correo electrónico para enviar su solicitud de cotización (${p.category}) a ${names(p.businesses)}.`,
    nothingSent: (p) => `No se envía nada a ningún negocio hasta que usted confirme. El enlace es válido hasta el ${p.until} (${p.hours} horas).`,
    ignore: 'Si usted no pidió cotizaciones, ignore este mensaje: no se contactará a nadie.',
    button: 'Confirmar y enviar mi solicitud',
  },
  quoteAnswer: {
    subject: (business) => `${business} respondió a su solicitud de cotización`,
    declined: (business) => `${business} no puede aceptar este trabajo.`,
    quoted: (p) => `${p.business} le envió una cotización de ${p.price}.`,
    available: (date) => `Disponible el ${date}.`,
    message: (message) => `Mensaje del negocio: ${message}`,
    compare: 'En su página de estado privada puede comparar todas las respuestas una al lado de otra y marcar el negocio que contrate.',
    button: 'Comparar las respuestas',
  },
  alertConfirmation: {
    subject: `Confirme su alerta de ${SITE.name}`,
    frequency: { daily: 'diario', weekly: 'semanal' },
    ask: (p) => `Confirme que desea recibir un correo ${p.frequency} cuando haya negocios nuevos que coincidan con esta búsqueda en ${SITE.name}: ${p.label}.`,
    nothingSent: (p) => `No se envía nada hasta que usted confirme. El enlace es válido hasta el ${p.until} (${p.hours} horas).`,
    ignore: 'Si usted no pidió esta alerta, ignore este mensaje: no le volveremos a escribir.',
    button: 'Confirmar mi alerta',
  },
  alertDigest: {
    subject: (p) => `${p.total} ${p.total === 1 ? 'negocio nuevo' : 'negocios nuevos'}: ${p.label}`,
    intro: (p) => `${p.total === 1 ? '1 negocio nuevo coincide' : `${p.total} negocios nuevos coinciden`} con su búsqueda guardada: ${p.label}.`,
    showing: (p) => ` Se muestran ${p.shown} de ${p.total}.`,
    seeAll: 'Ver todos los resultados',
    manage: 'Administrar sus búsquedas guardadas',
    unsubscribe: 'Darse de baja de esta alerta',
  },
  reviewConfirmation: {
    subject: `Recibimos su reseña en ${SITE.name}`,
    thanks: (business) => `Gracias por escribir una reseña de ${business} en ${SITE.name}.`,
    checked:
      'Nuestro personal verifica todas las reseñas de la misma manera, sea cual sea su calificación, antes de publicarlas; la suya aparecerá en la página del negocio una vez verificada.',
    notYou: 'Si usted no escribió esta reseña, ignore este mensaje: no le volveremos a escribir sobre ella.',
    button: 'Ver la página del negocio',
  },
  claimVerification: {
    subject: (business) => `Confirme su reclamo de la ficha de ${business} en ${SITE.name}`,
    helloNobody: 'Hola:',
    thanks: (business) => `Gracias por reclamar la ficha de ${business} en ${SITE.name}.\nConfirme su dirección de correo electrónico abriendo este enlace:`,
    button: 'Confirmar mi correo electrónico',
    until: (p) => `El enlace es válido hasta el ${p.until} (${p.hours} horas). Nuestro equipo revisa cada reclamo antes de aprobarlo.`,
    notYou: `Si usted no reclamó este negocio, ignore este mensaje o escríbanos a ${SITE.supportEmail}.`,
  },
  claimDenied: {
    subject: (business) => `Su reclamo de la ficha de ${business} no fue aprobado`,
    notApproved: (p) => `Nuestro equipo revisó su reclamo de la ficha de ${p.business} en ${SITE.name} y no pudo aprobarlo. Motivo: ${p.reason}.`,
    reasons: {
      'Could not confirm the claimer represents this business': 'no pudimos confirmar que usted represente a este negocio',
      'Claimer e-mail address not verified': 'usted no confirmó su dirección de correo electrónico',
      'Duplicate claim': 'reclamo duplicado',
      'Business already claimed by its owner': 'su dueño ya reclamó este negocio',
      'Spam or fraudulent claim': 'reclamo fraudulento o spam',
    },
    showUs: `Si usted dirige este negocio, envíenos una prueba a ${SITE.supportEmail}, como una licencia comercial o una factura a nombre del negocio, y volveremos a revisar su reclamo.`,
    button: 'Ayuda para negocios',
  },
  alertBroken: {
    subject: (label) => `Su alerta de ${SITE.name} ya no funciona: ${label}`,
    broken: (label) =>
      `Su búsqueda guardada ${label} ya no funciona: una categoría, un vecindario o un lugar que usa ya no está en ${SITE.name}, por lo que ya no puede enviarle alertas.`,
    saveAgain:
      'Guarde la búsqueda de nuevo con los filtros actuales (desde cualquier página de búsqueda) y luego cancele esta alerta. No le volveremos a escribir sobre ella.',
    button: 'Administrar mis búsquedas guardadas',
    stop: 'Cancelar esta alerta',
  },
};
