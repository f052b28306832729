/**
 * The Spanish of the four ranked neighborhood guides' editorial text (guide-content.ts holds the
 * English): the same factors with the same points from the scoring module, the same columns and
 * the same resources, whose internal links go to the Spanish page where there is one. Terms as in
 * docs/glossary-es.md.
 */
import { AFFORDABLE_TRANSIT_PERCENT } from '../../domain/affordable-official';
import { GUIDE_CARD_COUNT, GUIDE_TABLE_COUNT, NEAR_UPTOWN_WALK, POINTS, type GuideKey } from '../../domain/neighborhood-scoring';
import { esNeighborhoods } from '../../i18n/es-neighborhoods';
import { linkIn } from '../../i18n/routes';
import { GUIDE_LINKS, GUIDE_TITLE_YEAR, type GuideContent } from './guide-content';

const fam = POINTS.families;
const yp = POINTS.youngProfessionals;
const aff = POINTS.affordable;
const near = POINTS.nearUptown;
const commuteSteps = new Intl.ListFormat('es', { type: 'conjunction' }).format(near.commute.map(([minutes, points]) => `${points} (hasta ${minutes} min)`));
const es = (path: string) => linkIn(path, 'es');

export const GUIDE_CONTENT_ES: Record<GuideKey, GuideContent> = {
  families: {
    key: 'families',
    title: `Los mejores vecindarios de Charlotte para familias (${GUIDE_TITLE_YEAR})`,
    description:
      'Los vecindarios de Charlotte clasificados para familias según la seguridad, las escuelas y guarderías, los parques y lo asequibles que son, con el alquiler, el precio de la vivienda y los traslados lado a lado.',
    audienceBadge: 'Para familias',
    headline: 'Los mejores vecindarios para familias en Charlotte',
    intro:
      '¿Se muda con niños? Clasificamos todos los vecindarios de nuestra guía según lo que las familias nos dicen que más les importa: un ambiente familiar, la seguridad, las escuelas y el cuidado infantil, los parques y un precio que deje margen en el presupuesto.',
    scoreLabel: 'Puntuación',
    factors: [
      {
        icon: '👨‍👩‍👧',
        title: 'Ambiente familiar',
        points: `+${fam.familyFriendly} puntos`,
        text: 'Vecindarios conocidos por su vida familiar, con calles pensadas para los niños y eventos para los vecinos.',
      },
      {
        icon: '🛡️',
        title: 'Calificación de seguridad',
        points: `hasta +${fam.safetyMax} puntos`,
        text: `La calificación de seguridad (sobre 10), llevada a una escala de ${fam.safetyMax} puntos: 8 o más es excelente, y 6 o más, buena.`,
      },
      {
        icon: '🎓',
        title: 'Escuelas y cuidado infantil',
        points: `+${fam.schools} puntos`,
        text: 'Escuelas públicas, chárter y privadas, además de guarderías y programas preescolares, cerca de casa.',
      },
      {
        icon: '🌳',
        title: 'Parques y buen precio',
        points: `+${fam.parks} / +${fam.affordable} puntos`,
        text: `Los parques y senderos verdes suman ${fam.parks} puntos; un nivel de precio económico o moderado ($ o $$) suma ${fam.affordable}.`,
      },
    ],
    cardsHeading: `Los ${GUIDE_CARD_COUNT} mejores vecindarios para familias`,
    tableHeading: `Compare los ${GUIDE_TABLE_COUNT} mejores para familias`,
    columns: [
      { key: 'neighborhood', label: 'Vecindario' },
      { key: 'score', label: 'Puntuación para familias' },
      { key: 'safety', label: 'Seguridad' },
      { key: 'long-commute', label: 'Traslados largos' },
      { key: 'housing', label: 'Vivienda (estimación)' },
      { key: 'actions', label: 'Acciones' },
    ],
    resourcesHeading: 'Recursos para familias',
    resources: [
      {
        label: 'Guía de escuelas y guarderías',
        href: es('/guide/schools-childcare'),
        text: 'Escuelas públicas, chárter y privadas, tipos de cuidado infantil y cómo inscribir a sus hijos.',
      },
      { label: 'Buscar escuelas y guarderías', href: es('/categories/schools-childcare'), text: 'Guarderías, tutores y escuelas del directorio.' },
      {
        label: 'Pediatras y médicos',
        href: es('/charlotte/healthcare-doctors'),
        text: 'Médicos de familia, pediatras y centros de atención urgente cerca de usted.',
      },
      {
        label: 'Guía de salud',
        href: es('/guide/healthcare'),
        text: 'Los sistemas hospitalarios de Charlotte, las opciones de seguro médico y la atención fuera del horario habitual.',
      },
      {
        label: 'Escuelas de Charlotte-Mecklenburg (CMS)',
        href: 'https://www.cms.k12.nc.us/',
        text: 'Sitio oficial del distrito, en inglés: buscador de la escuela asignada, calendarios e inscripción.',
        external: true,
      },
    ],
  },
  'young-professionals': {
    key: 'young-professionals',
    title: `Los mejores vecindarios de Charlotte para profesionales jóvenes (${GUIDE_TITLE_YEAR})`,
    description:
      'Los vecindarios de Charlotte clasificados para profesionales jóvenes según el traslado a Uptown, la movilidad a pie, la vida nocturna y los servicios, con una comparación del alquiler y del precio de la vivienda.',
    audienceBadge: 'Para profesionales jóvenes',
    headline: 'Los mejores vecindarios para profesionales jóvenes',
    intro:
      '¿Comienza su carrera en Charlotte? Desde estos vecindarios le quedan cerca las oficinas de Uptown, el tren ligero, las cervecerías, los restaurantes y la gente que querrá conocer. Evaluamos cada uno según el tiempo de traslado, la movilidad a pie y el ambiente urbano.',
    scoreLabel: 'Puntuación',
    factors: [
      {
        icon: '💼',
        title: 'Atractivo para profesionales jóvenes',
        points: `+${yp.flag} puntos`,
        text: 'Vecindarios populares entre quienes comienzan su carrera profesional.',
      },
      {
        icon: '🚈',
        title: 'Traslado a Uptown',
        points: `hasta +${yp.commute15} puntos`,
        text: `${yp.commute15} puntos con 15 minutos o menos, ${yp.commute25} con hasta 25 y ${yp.commute35} con hasta 35 (estimación de nuestros editores para un trayecto habitual en carro).`,
      },
      {
        icon: '🚶',
        title: 'Movilidad a pie',
        points: `hasta +${yp.walkabilityMax} puntos`,
        text: `La estimación de movilidad a pie de nuestros editores (sobre 100, no es una cifra oficial), llevada a una escala de ${yp.walkabilityMax} puntos: 70 o más indica que casi todo se puede hacer a pie.`,
      },
      {
        icon: '🍸',
        title: 'Ambiente urbano y servicios',
        points: `+${yp.urbanName} / +${yp.amenities} puntos`,
        text: `Uptown, South End, NoDa y Plaza Midwood suman ${yp.urbanName}; las tiendas, los cafés y otros servicios suman ${yp.amenities}.`,
      },
    ],
    cardsHeading: `Los ${GUIDE_CARD_COUNT} mejores vecindarios para profesionales jóvenes`,
    tableHeading: `Compare los ${GUIDE_TABLE_COUNT} mejores para profesionales jóvenes`,
    columns: [
      { key: 'neighborhood', label: 'Vecindario' },
      { key: 'score', label: 'Puntuación para profesionales' },
      { key: 'commute', label: 'Traslado (estimación)' },
      { key: 'walkability', label: 'Movilidad a pie (estimación)' },
      { key: 'housing', label: 'Vivienda (estimación)' },
      { key: 'actions', label: 'Acciones' },
    ],
    resourcesHeading: 'Recursos para profesionales jóvenes',
    resources: [
      {
        label: 'Coworking y servicios para negocios',
        href: es('/charlotte/specialty-services'),
        text: 'Servicios especializados del directorio, desde espacios de coworking hasta apoyo para negocios.',
      },
      {
        label: 'Guía de transporte',
        href: es('/guide/transportation'),
        text: 'El tren ligero LYNX Blue Line, los autobuses de CATS, cómo manejar y dónde estacionar en Uptown.',
      },
      {
        label: 'Vida nocturna y entretenimiento',
        href: es('/guide/culture-community#attractions'),
        text: 'Cervecerías, locales de música en vivo, deportes y los eventos que vale la pena conocer.',
      },
      { label: 'Gimnasios y bienestar', href: es('/search?q=fitness'), text: 'Gimnasios, estudios de entrenamiento y servicios de bienestar del directorio.' },
    ],
  },
  affordable: {
    key: 'affordable',
    title: `Los vecindarios más asequibles de Charlotte (${GUIDE_TITLE_YEAR})`,
    description:
      'Los vecindarios de Charlotte clasificados por su precio según las cifras oficiales del condado: alquiler mediano, precio promedio de venta, transporte público cercano y traslados largos, cada cifra con su año.',
    audienceBadge: 'Para presupuestos ajustados',
    headline: 'Los vecindarios más asequibles de Charlotte',
    intro:
      'Charlotte sigue siendo más asequible que muchas grandes ciudades, pero los precios cambian mucho de un vecindario a otro. Clasificamos cada uno con las cifras oficiales del condado: dónde se sitúan su alquiler y el precio de venta de sus viviendas entre las áreas del condado, si tiene transporte público a su alcance y cuántos trabajadores tienen un traslado largo.',
    scoreLabel: 'Asequibilidad',
    factors: [
      {
        icon: '🏢',
        title: 'Alquiler',
        points: `hasta +${aff.tierPoints[1]} puntos`,
        text: `El alquiler bruto mediano (encuesta ACS del Censo) frente al de las áreas del condado: ${aff.tierPoints[1]}, ${aff.tierPoints[2]}, ${aff.tierPoints[3]} o ${aff.tierPoints[4]} puntos, del cuartil más bajo al más alto.`,
      },
      {
        icon: '🏡',
        title: 'Precio de la vivienda',
        points: `hasta +${aff.tierPoints[1]} puntos`,
        text: 'La misma escala para el precio promedio de venta (Registro de Escrituras).',
      },
      {
        icon: '🚈',
        title: 'Transporte público',
        points: `+${aff.walkable} puntos`,
        text: `El ${AFFORDABLE_TRANSIT_PERCENT}% o más de las viviendas a menos de media milla del transporte público: menos viajes en carro y menos gastos.`,
      },
      {
        icon: '⏱️',
        title: 'Traslados largos',
        points: `+${aff.commute} puntos`,
        text: 'Una proporción de trabajadores con un traslado largo menor que la del condado.',
      },
    ],
    cardsHeading: `Los ${GUIDE_CARD_COUNT} vecindarios más asequibles`,
    tableHeading: `Compare los ${GUIDE_TABLE_COUNT} vecindarios más asequibles`,
    columns: [
      { key: 'neighborhood', label: 'Vecindario' },
      { key: 'score', label: 'Puntuación de asequibilidad' },
      { key: 'rent', label: 'Alquiler mediano' },
      { key: 'home', label: 'Precio promedio de venta' },
      { key: 'commute', label: 'Traslados largos' },
      { key: 'actions', label: 'Acciones' },
    ],
    resourcesHeading: 'Recursos para su presupuesto',
    resources: [
      { label: 'Guía del costo de vida', href: es('/guide/cost-of-living'), text: 'Vivienda, servicios públicos, impuestos y gastos diarios en Charlotte.' },
      {
        label: 'Agentes inmobiliarios y alquileres',
        href: es('/categories/realtors-rentals'),
        text: 'Agentes y administradores de propiedades que conocen el mercado local.',
      },
      {
        label: 'Guía de transporte',
        href: es('/guide/transportation'),
        text: 'Ahorre con el transporte público: tren ligero, autobuses y rutas para bicicletas.',
      },
      {
        label: 'Lista de tareas de la mudanza',
        href: es('/guide/moving-checklist'),
        text: 'Planifique su mudanza paso a paso y evite sorpresas costosas.',
      },
    ],
  },
  'near-uptown': {
    key: 'near-uptown',
    title: `Los mejores vecindarios cerca de Uptown Charlotte (${GUIDE_TITLE_YEAR})`,
    description:
      'Los vecindarios de Charlotte clasificados por su cercanía a Uptown (el tiempo de traslado, si colindan con Uptown y la movilidad a pie), con una comparación del precio de la vivienda.',
    audienceBadge: 'Cerca de Uptown',
    headline: 'Los mejores vecindarios cerca de Uptown Charlotte',
    intro:
      '¿Quiere estar cerca de todo? Desde estos vecindarios, las oficinas, los estadios, los museos y los restaurantes de Uptown quedan a pocos minutos. Los clasificamos según su cercanía, el tiempo de traslado y la movilidad a pie.',
    scoreLabel: 'Cercanía',
    factors: [
      {
        icon: '🏙️',
        title: 'En Uptown',
        points: `${near.uptown} puntos`,
        text: `Vivir en el propio Uptown da ${near.uptown} puntos fijos: ya está allí.`,
      },
      {
        icon: '⏱️',
        title: 'Tiempo de traslado',
        points: `hasta +${near.commute[0]?.[1] ?? 0} puntos`,
        text: `Puntos según los minutos hasta Uptown (estimación de nuestros editores para un trayecto habitual en carro): ${commuteSteps}.`,
      },
      {
        icon: '🧭',
        title: 'Colindante con Uptown',
        points: `+${near.adjacentName} puntos`,
        text: 'South End, Dilworth y Elizabeth colindan con Uptown.',
      },
      {
        icon: '🚶',
        title: 'Movilidad a pie',
        points: `+${near.walkable} puntos`,
        text: `Una movilidad a pie de ${NEAR_UPTOWN_WALK} o más sobre 100, según la estimación de nuestros editores (no es una cifra oficial).`,
      },
    ],
    cardsHeading: `Los ${GUIDE_CARD_COUNT} mejores vecindarios cerca de Uptown`,
    tableHeading: `Compare los ${GUIDE_TABLE_COUNT} mejores cerca de Uptown`,
    columns: [
      { key: 'neighborhood', label: 'Vecindario' },
      { key: 'score', label: 'Puntuación de cercanía' },
      { key: 'commute', label: 'Traslado (estimación)' },
      { key: 'walkability', label: 'Movilidad a pie (estimación)' },
      { key: 'housing', label: 'Vivienda (estimación)' },
      { key: 'actions', label: 'Acciones' },
    ],
    resourcesHeading: 'Vivir cerca de Uptown',
    resources: [
      {
        label: 'Guía de transporte',
        href: es('/guide/transportation'),
        text: 'El tren ligero, el tranvía CityLYNX Gold Line y los autobuses que llegan a Uptown.',
      },
      {
        label: 'Restaurantes y gastronomía',
        href: es('/guide/culture-community#dining'),
        text: 'Dónde comer en Charlotte, desde los asadores de Uptown hasta los mercados gastronómicos (food halls) de South End.',
      },
      {
        label: 'Entretenimiento y vida nocturna',
        href: es('/guide/culture-community#attractions'),
        text: 'Estadios, teatros, cervecerías y música en vivo.',
      },
      { label: 'Guía de estacionamiento', href: es('/guide/transportation'), text: 'Dónde estacionar en Uptown y cuánto cuesta.' },
    ],
  },
};

const hub = esNeighborhoods.neighborhoodHub;
/** The hub's words for each guide, so a guide's link reads the same on every Spanish page. */
const LINK_WORDS: Record<GuideKey, { label: string; text: string }> = {
  families: { label: hub.guideFamilies, text: hub.guideFamiliesText },
  'young-professionals': { label: hub.guideYoungProfessionals, text: hub.guideYoungProfessionalsText },
  affordable: { label: hub.guideAffordable, text: hub.guideAffordableText },
  'near-uptown': { label: hub.guideNearUptown, text: hub.guideNearUptownText },
};

/** The guides in the order the hub lists them, linked to their Spanish page where there is one. */
export const GUIDE_LINKS_ES: typeof GUIDE_LINKS = GUIDE_LINKS.map((link) => ({ ...link, ...LINK_WORDS[link.key], href: es(link.href) }));
