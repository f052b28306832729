import type { Messages } from './en';

/**
 * The Spanish interface messages (formal "usted"; recurring terms as in docs/glossary-es.md).
 * `satisfies Messages`: a key missing from or added to src/i18n/en.ts fails `astro check`.
 */
export const es = {
  layout: {
    skipToContent: 'Saltar al contenido',
  },
  language: {
    switchTo: 'English',
    switchLabel: 'View this page in English',
    suggestion: 'This page is also in English.',
    suggestionLink: 'View in English',
  },
  header: {
    directory: 'Directorio',
    neighborhoods: 'Vecindarios',
    relocationGuide: 'Guía de mudanza',
    mainNav: 'Principal',
    mobileNav: 'Menú móvil',
    shortlist: 'Mi lista',
    saved: 'guardados',
    searchLandmark: 'Buscar en el directorio',
    searchLabel: 'Buscar servicios',
    searchPlaceholder: 'Buscar servicios...',
    addBusiness: 'Añadir negocio',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
  },
  footer: {
    about:
      'Su guía de servicios locales de confianza para mudarse a Charlotte y vivir aquí: mudanzas, servicios públicos, limpieza, agentes inmobiliarios, escuelas, salud y más, además de perfiles de vecindarios y una guía de mudanza paso a paso.',
    popularCategories: 'Categorías populares',
    forBusinesses: 'Para negocios',
    addYourBusiness: 'Añada su negocio',
    claimListing: 'Reclame su ficha',
    premiumFeatures: 'Funciones Premium',
    businessSupport: 'Ayuda para negocios',
    advertising: 'Publicidad',
    legal: 'Aviso legal',
    privacy: 'Política de privacidad',
    terms: 'Condiciones de uso',
    contact: 'Contáctenos',
    rights: 'Todos los derechos reservados.',
  },
  home: {
    title: 'Charlotte Directory - Servicios esenciales para mudarse a Charlotte',
    description:
      'Encuentre empresas de mudanza, conexión de servicios públicos, limpieza, agentes inmobiliarios, escuelas, médicos y más en Charlotte, Carolina del Norte. Un directorio completo de servicios locales para recién llegados, con perfiles de vecindarios y una guía de mudanza.',
    heroTitle: 'Encuentre los servicios esenciales de Charlotte',
    heroLead:
      'Su directorio completo de servicios de confianza para mudarse a Charlotte: desde empresas de mudanza y la conexión de servicios públicos hasta escuelas, médicos y grupos para recién llegados.',
    searchLabel: 'Buscar servicios',
    whatLabel: '¿Qué necesita?',
    whatPlaceholder: 'Nombre del negocio, tipo de servicio...',
    neighborhoodLabel: 'Vecindario',
    allCharlotte: 'Todo Charlotte',
    searchButton: 'Buscar servicios',
    browseTitle: 'Explore por categoría',
    viewListings: 'Ver negocios',
    movingTitle: '¿Se muda a Charlotte?',
    movingLead:
      'Planifique su mudanza con nuestra guía paso a paso y compare vecindarios por alquiler, tiempo de traslado, escuelas y estilo de vida para encontrar el que más le conviene.',
    readGuide: 'Leer la guía de mudanza',
    exploreNeighborhoods: 'Explorar vecindarios',
  },
  guides: {
    readGuide: 'Leer la guía (en inglés)',
  },
  support: {
    phone: 'Teléfono',
    email: 'Correo electrónico',
  },
  notFound: {
    title: 'Página no encontrada - Charlotte Directory',
    description: 'La página que buscaba no existe. Explore los servicios de Charlotte por categoría o lea la guía de mudanza.',
    eyebrow: 'Error 404',
    heading: 'Página no encontrada',
    lead: 'Lo sentimos, no encontramos esa página. Es posible que se haya movido o que la dirección tenga un error. Estos enlaces le ayudarán a continuar:',
    home: 'Ir a la página de inicio',
    directory: 'Explorar el directorio de negocios',
    guide: 'Leer la guía de mudanza',
  },
} satisfies Messages;
