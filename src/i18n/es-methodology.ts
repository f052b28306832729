import type { MethodologyMessages } from './en-methodology';

/**
 * The Spanish words of /es/neighborhoods/methodology: the shape of src/i18n/en-methodology.ts, so a
 * missing or extra key fails `astro check`. Formal "usted", terms as in docs/glossary-es.md
 * (vecindario, cifras oficiales del condado, alquiler mediano, traslado largo, nivel de precio,
 * clasificación, estimación). The rules' numbers are the domain's constants, filled into these
 * sentences (src/domain/scoring-rules-text.ts, src/domain/price-tier.ts); the county's own names
 * (its datasets, the Quality of Life Explorer) stay English.
 */
export const esMethodology = {
  title: 'Cómo se obtienen nuestras cifras y clasificaciones de vecindarios - {city} - {site}',
  description:
    'De dónde proviene cada cifra de los vecindarios (datos de Quality of Life del Condado de Mecklenburg), cómo se asignan las áreas del condado a los vecindarios, cómo se calculan las puntuaciones de las clasificaciones y cómo ordenar los vecindarios según sus propias prioridades.',
  breadcrumbHere: 'Metodología',
  heading: 'Cómo se obtienen nuestras cifras y clasificaciones de vecindarios',
  intro:
    'En nuestras páginas de vecindarios aparecen dos tipos de números. Las {official} provienen de los datos de Quality of Life del Condado de Mecklenburg y siempre indican su año y su fuente. La {safety} se calcula a partir de las cifras de delitos del condado con la regla que se explica más abajo. Las {estimates} (los rangos de alquiler y de precio de vivienda, el tiempo de traslado a Uptown y la movilidad a pie que todavía usan dos clasificaciones, y la calificación de seguridad de los tres pueblos para los que el condado no tiene cifras de delitos) las escriben nuestros editores a partir de anuncios públicos y de su conocimiento de la zona; se señalan como estimaciones dondequiera que aparezcan.',
  introOfficial: 'cifras oficiales',
  introSafety: 'calificación de seguridad',
  introEstimates: 'estimaciones',
  navFigures: 'Las cifras oficiales',
  navArithmetic: 'Cómo se calculan los valores',
  navAreas: 'Áreas y vecindarios',
  navCaveats: 'Dónde engañan los datos',
  navSafety: 'Calificación de seguridad',
  navGuides: 'Clasificaciones',
  navRanking: 'Su propia clasificación',
  navEstimates: 'Estimaciones',

  figuresHeading: 'Las cifras oficiales',
  figuresLead:
    'La sección “En cifras” del perfil de cada vecindario muestra las {profile} primeras cifras de esta lista; las {others} últimas se usan en la comparación y en su propia clasificación. Las elegimos pensando en quien decide dónde vivir: cuánto cuesta, quién vive allí, qué tan seguro es, cómo desplazarse, los mandados de cada día y las áreas verdes.',
  years: 'Años:',
  yearsText: '{years}. Las páginas muestran el más reciente, {year}{county}.',
  countyValue: '; valor del {area} ese año: {value}',
  areaCounty: 'condado',
  areaCmpd: 'área de servicio de CMPD',
  better: 'Mejor:',
  betterLower: 'más bajo',
  betterHigher: 'más alto',
  betterNeither: 'ni más alto ni más bajo; describe la zona',
  keepInMind: 'Tenga en cuenta:',
  noFigure: 'Cuando no hay cifra:',
  source: 'Fuente:',
  sourceText: '{source} (indicador del condado “{title}”, {id}).',
  figures: {
    'home-price': {
      meaning: 'El precio promedio de las viviendas vendidas en la zona, según las escrituras que inscribe el Registro de Escrituras (Register of Deeds).',
      caveat:
        'Es un promedio de las viviendas que se vendieron ese año, así que en un área pequeña unas pocas ventas de casas nuevas o de lujo lo hacen variar mucho.',
    },
    rent: {
      meaning: 'El alquiler mensual mediano, con los servicios públicos incluidos, que pagan los inquilinos, según la encuesta de la Oficina del Censo.',
      caveat:
        'Es una estimación de una encuesta de cinco años (2017-2021 para “2021”), por lo que va por detrás de los alquileres que se piden hoy, que suelen ser más altos.',
    },
    income: {
      meaning: 'El ingreso anual mediano de los hogares, según la encuesta de la Oficina del Censo.',
      caveat:
        'Es una estimación de una encuesta de cinco años, con margen de error; para varias áreas es el promedio de sus medianas, ponderado por el número de hogares.',
    },
    'violent-crime': {
      meaning: 'Delitos violentos denunciados (homicidio, violación, robo, agresión con agravantes) por cada 1,000 residentes.',
      caveat:
        'Cuenta los delitos donde se denunciaron, no donde viven las personas afectadas; las zonas comerciales concurridas con pocos residentes muestran tasas altas.',
    },
    'property-crime': {
      meaning: 'Delitos contra la propiedad denunciados (robo con allanamiento, hurto, robo de vehículos, incendio provocado) por cada 1,000 residentes.',
      caveat: 'Las zonas de compras y de vida nocturna con pocos residentes tienen tasas altas por los visitantes que atraen.',
    },
    'long-commute': {
      meaning: 'La proporción de las personas que van al trabajo en carro cuyo trayecto dura 20 minutos o más, trabajen donde trabajen.',
      caveat: 'Es una estimación de una encuesta de cinco años; incluye todos los empleos, no solo los viajes a Uptown.',
    },
    transit: {
      meaning: 'La proporción de viviendas a menos de media milla de una parada de autobús de CATS o de una estación de LYNX.',
      caveat: 'Cuenta cualquier parada, pase el autobús con la frecuencia que pase.',
    },
    sidewalks: {
      meaning: 'La proporción de la longitud de calles pavimentadas que tiene acera al menos de un lado.',
      caveat:
        'Se midió una sola vez, en 2015; las aceras más nuevas no se cuentan. Las calles de Cornelius, Matthews, Mint Hill y Pineville no están en los datos.',
    },
    grocery: {
      meaning: 'La proporción de viviendas a menos de media milla de un supermercado grande de una cadena.',
      caveat: 'Es la distancia en línea recta; no se cuentan las tiendas de comestibles independientes ni las de productos de otros países.',
    },
    'tree-canopy': {
      meaning: 'La proporción del terreno cubierta por la copa de los árboles, según imágenes aéreas.',
      caveat: 'Se midió en 2012; desde entonces la construcción ha eliminado árboles en las zonas que crecen rápido.',
    },
    bachelors: {
      meaning: 'La proporción de adultos de 25 años o más con un título universitario (bachelor) o superior.',
      caveat: 'Es una estimación de una encuesta de cinco años, con margen de error.',
    },
    'median-age': {
      meaning: 'La edad mediana de los residentes.',
      caveat: 'Es una estimación de una encuesta de cinco años; para varias áreas es el promedio de sus medianas, ponderado por el número de habitantes.',
    },
    'school-proficiency': {
      meaning:
        'La proporción de alumnos de 3.º a 5.º grado de las Escuelas de Charlotte-Mecklenburg (CMS) que viven en la zona y aprobaron los exámenes de fin de grado.',
      caveat:
        'Cuenta a los alumnos según dónde viven, no según la escuela a la que asisten; el examen cambió después de 2019, así que 2021 no se puede comparar con los años anteriores.',
    },
    parks: {
      meaning: 'La proporción de viviendas a menos de media milla de un parque público, un sendero verde (greenway) o un área de recreación al aire libre.',
      caveat: 'Es la distancia en línea recta; no se tiene en cuenta el tamaño del parque.',
    },
  },

  arithmeticHeading: 'Cómo se calculan los valores',
  arithmeticAreas:
    'Los datos de Quality of Life del condado describen {count} Áreas de Perfil de Vecindario (NPA); la copia que usamos tiene cifras y contorno para {areas} de ellas. El condado publica cada cifra como un numerador y un denominador por año. El valor de un área es numerador ÷ denominador, ya en la unidad de la cifra (por ejemplo, el alquiler: la suma de los alquileres del área ÷ el número de hogares que alquilan).',
  arithmeticSum:
    'A un vecindario formado por varias NPA le corresponde suma(numeradores) ÷ suma(denominadores), tal como el condado suma sus áreas; nunca el promedio de los valores de las áreas. Un área con la celda vacía se deja fuera; no se cuenta como cero.',
  arithmeticCounty:
    'El valor del condado es el que publica el propio condado, cuando lo hace (ingreso mediano y alquiler); si no, la misma suma sobre todas las NPA.',
  arithmeticPercentile:
    '“Más bajo que el 80% de las áreas del condado” significa que el 80% de las NPA con cifra ese año tienen un valor más alto. Cuando lo mejor es más bajo o más alto, lo indicamos.',
  arithmeticTrend: 'Las líneas de tendencia muestran todos los años que midió el condado; se dibujan al generar la página, sin JavaScript.',
  arithmeticMissing: 'Cuando ninguna NPA del vecindario tiene cifra, la página dice “No hay datos del condado para esta área” y explica por qué.',

  areasHeading: 'Qué áreas del condado forman cada vecindario',
  areasText:
    'Los nombres de los vecindarios no tienen límites oficiales, así que mantenemos una tabla revisada de las NPA que forman cada vecindario ({file}, revisada el {reviewed}): su NPA principal, la que contiene la mayoría de sus calles, y solo las demás NPA que son el mismo vecindario, cada una con su motivo. Las áreas vecinas que son otro vecindario se dejan fuera, con el motivo. Dos vecindarios comparten una NPA principal solo donde el condado no los separa, y entonces las páginas de ambos dicen que comparten las cifras del condado. Un vecindario que se añada más adelante parte de una regla (la NPA que contiene su centro, más las NPA vecinas cuyo centro está a menos de {radius} km) hasta que se revise. Nuestros editores pueden cambiar las listas; la tabla de abajo muestra las que están en uso. Cuando un vecindario es solo una parte de sus NPA, o estas incluyen parte de otro (South End y Dilworth contienen cada uno una parte del otro), el perfil lo indica junto a las cifras y a la calificación de seguridad.',
  landmarksText:
    'La tabla se cotejó el {checked} con lugares públicos cuyas coordenadas están publicadas (escuelas, estaciones, parques, centros comerciales y el punto que publica cada vecindario; {file}): {placed} están dentro de las NPA de su vecindario y {outside} quedan justo al lado a propósito, con el motivo indicado. Cada vecindario necesita al menos tres de ellos dentro de sus NPA, y no solo paradas de autobús. Esa comprobación llevó a medir Montford con la NPA 393, al sur de Woodlawn Road, donde están los dos extremos de Montford Drive (el condado no lo separa de Madison Park; el centro comercial Park Road Shopping Center, al otro lado de Woodlawn Road en la NPA 11, queda justo al lado), a dar a Steele Creek la NPA de Charlotte Premium Outlets y a pasar Highland Creek de la NPA 195 (los apartamentos alrededor de Carolina Lily Lane) a la NPA 372 (Highland Creek Elementary y Ridge Road Middle) y Eastover de la NPA 18 (al otro lado de Briar Creek) a la NPA 364 (Eastover Elementary y el camino de entrada del museo Mint Museum Randolph).',
  npaCaption: 'Las áreas del condado (NPA) de cada vecindario y por qué',
  colNeighborhood: 'Vecindario',
  colAreas: 'Áreas del condado',
  colWhy: 'Por qué',
  noNpa: 'ninguna NPA',
  reasonNpa: 'NPA {npa}:',
  reasonMain: 'NPA {npa} (principal):',
  reasonNot: 'NPA {npa} (excluida):',
  sharesWith: 'Comparte sus cifras del condado con {names}.',

  caveatsHeading: 'Dónde engañan los datos',
  caveatsLead: 'Las páginas de estos vecindarios llevan una nota junto a sus cifras.',
  caveatTitles: {
    commercial: 'Zonas principalmente comerciales',
    'student-housing': 'Viviendas para estudiantes',
    'private-amenities': 'Instalaciones privadas',
    'suppressed-main': 'Cifras no publicadas',
    'town-police': 'Pueblos con su propia policía',
  },
  caveatNone: 'ninguno por ahora',
  oldTitle: 'Cifras antiguas, en todos los vecindarios',
  oldText:
    'La cobertura de árboles se midió por última vez en 2012 y las aceras en 2015, y los resultados de los exámenes escolares terminan en 2019; los delitos llegan hasta {crimeYear}, las ventas de viviendas hasta 2023 y los alquileres e ingresos hasta 2021 (una encuesta de 2017-2021). Cada cifra se muestra con su año.',
  suppressedTitle: 'Cifras no publicadas',
  suppressedText:
    'Donde se vendieron muy pocas viviendas o muy pocos hogares respondieron la encuesta, el condado no publica la cifra; la página dice entonces “No hay datos del condado para esta área” y explica por qué, y el valor del vecindario se calcula con sus demás áreas.',

  safetyHeading: 'Cómo se calcula la calificación de seguridad',
  safetyPool:
    'Se toman los delitos violentos y contra la propiedad del propio vecindario por cada 1,000 residentes al año, combinando los {years} últimos años, {span}: todos los delitos de esos años sobre todos sus residentes (los delitos denunciados a CMPD, según los datos del condado), solo en sus propias NPA, nunca en las de sus vecinos. Combinar los años evita que un puñado de delitos en un solo año altere la calificación de un área pequeña.',
  safetyCompare:
    'Cada tasa se divide entre la del área de servicio de CMPD en los mismos años ({rates} por cada 1,000; {people}). CMPD patrulla Charlotte y las zonas del condado que no pertenecen a ningún municipio; los seis pueblos con su propia policía no están en sus cifras, así que la comparación es con esa área, no con todo el condado.',
  safetyRates: 'delitos violentos {violent}, delitos contra la propiedad {property}',
  safetyPeople: '{residents} residentes en {year}',
  safetyWeight:
    'Los delitos violentos pesan {weight} veces más que los delitos contra la propiedad: ({weight} × cociente de delitos violentos + cociente de delitos contra la propiedad) ÷ {sum}.',
  safetyScale:
    'Un vecindario con la tasa del área de servicio de CMPD obtiene {atArea}; cada vez que esa tasa ponderada se reduce a la mitad se suman {points} puntos y cada vez que se duplica se restan {points}; el resultado se mantiene entre {min} y {max} y se redondea a un decimal.',
  safetyAfter:
    'Junto a la calificación mostramos las dos tasas, sus años y las del área de servicio de CMPD con sus residentes. Las tasas por residente exageran el riesgo donde un área es sobre todo de oficinas, comercios y vida nocturna, con pocos residentes; esas páginas lo indican. Los tres pueblos con su propia policía (Matthews, Cornelius, Mint Hill) no tienen cifras de delitos del condado: su calificación es una estimación nuestra y se señala como tal. La calificación se usa tal cual para los puntos de seguridad de la clasificación para familias.',

  guidesHeading: 'Cómo se calculan las puntuaciones de las cuatro clasificaciones',
  guidesLead:
    'Las clasificaciones para familias, para profesionales jóvenes y de vecindarios cerca de Uptown usan las estimaciones y descripciones de nuestros editores y la calificación de seguridad calculada con las cifras de delitos del condado; las demás cifras oficiales se muestran junto a la tabla de cada clasificación como contexto. La clasificación de los más asequibles se basa en las cifras oficiales del condado ({how}). Los puntos se suman; el total más alto va primero, y los vecindarios con el mismo total se ordenan por nombre.',
  guidesHow: 'vea cómo',
  affordableOfficial: 'Se basa en cifras oficiales: vea {link}.',
  affordableOfficialLink: 'cómo se ordena la clasificación de los más asequibles',
  scoringRules: {
    quote: '“{text}”',
    listJoin: ', ',
    listLast: ' o ',
    or: ' o ',
    tierJoin: '; ',
    tierWhen: '{tier} si contiene {texts}',
    priceTiers:
      'Nivel del alquiler: {rent}; cualquier otro, $. Nivel del precio de vivienda: {home}; cualquier otro, $. El nivel de precio es el del alquiler; si no se conoce, el del precio de vivienda, y si no se conoce ninguno de los dos, {fallback}.',
    familiesTitle: 'Los mejores vecindarios para familias',
    familyFriendly: 'Marcado como bueno para familias: +{points} puntos.',
    familySafety: 'Calificación de seguridad sobre 10, llevada a una escala de {max} puntos (una calificación de 8 da {points}).',
    familySchools: 'Con descripción de escuelas y cuidado infantil: +{points} puntos.',
    familyParks: 'Con descripción de parques y recreación: +{points} puntos.',
    familyAffordable: 'Nivel de precio $ o $$: +{points} puntos.',
    youngTitle: 'Los mejores vecindarios para profesionales jóvenes',
    youngFlag: 'Marcado como bueno para profesionales jóvenes: +{points} puntos.',
    youngCommute15: 'Tiempo de traslado a Uptown de 15 minutos o menos: +{points} puntos.',
    youngCommute25: 'De 16 a 25 minutos: +{points} puntos.',
    youngCommute35: 'De 26 a 35 minutos: +{points} puntos (cuenta el extremo superior de un rango).',
    youngWalk: 'Movilidad a pie sobre 100, llevada a una escala de {max} puntos (una puntuación de 50 da {points}).',
    youngUrbanName: 'El nombre contiene {names}: +{points} puntos.',
    youngAmenities: 'Con descripción de servicios locales: +{points} puntos.',
    affordableTitle: 'Los vecindarios más asequibles',
    affordableRent:
      'Nivel del alquiler $ / $$ / $$$ / $$$$: {tier1} / {tier2} / {tier3} / {tier4} puntos; un alquiler que falta cuenta como $$ (así, un alquiler $ suma {points} puntos más que uno $$$).',
    affordableHome:
      'Nivel del precio de vivienda, otra vez con los mismos puntos; un precio que falta cuenta como $$ (un precio de vivienda $ suma {points} puntos más que uno $$$$).',
    affordableWalk: 'Movilidad a pie de {walk} o más: +{points} puntos.',
    affordableCommute: 'Tiempo de traslado a Uptown de {minutes} minutos o menos: +{points} puntos.',
    nearUptownTitle: 'Los mejores vecindarios cerca de Uptown',
    nearUptownName: 'El nombre contiene {name}: {points} puntos, y no se aplica ninguna otra regla.',
    nearUptownCommute: 'De lo contrario, un tiempo de traslado a Uptown de {minutes} minutos o menos: +{points} puntos (el primer tramo que corresponda).',
    nearUptownAdjacent: 'El nombre contiene {names}: +{points} puntos.',
    nearUptownWalk: 'Movilidad a pie de {walk} o más: +{points} puntos.',
  },
  priceTierRule: {
    rule: 'El nivel de precio de un vecindario es la posición de su precio promedio de venta oficial (Condado de Mecklenburg, el último año) entre las áreas del condado: en el cuartil más bajo, {1}; en el segundo, {2}; en el tercero, {3}; en el cuartil más alto, {4}. Sin un precio de venta del condado no se muestra ningún nivel.',
    tier: '{symbols} ({label})',
  },
  priceTierShown: '{rule} La página principal de vecindarios, los perfiles y la comparación muestran este nivel.',
  priceTiersFamilies:
    'En la clasificación para familias, los puntos por ser “asequible para una familia que crece” todavía se basan en el nivel que se deduce de los rangos de precios de nuestros editores: {tiers}',

  rankingHeading: 'Su propia clasificación',
  rankingLead: 'La herramienta “{rank}”, de la {hub} y de las clasificaciones, usa solo cifras oficiales. Usted asigna a cada factor un peso de {min} a {max}:',
  rankingHub: 'página principal de vecindarios',
  factorCaption: 'Factores de la clasificación, de qué cifras se componen y su peso predeterminado',
  colFactor: 'Factor',
  colMadeFrom: 'Se compone de',
  colDefault: 'Peso predeterminado',
  rankingScore:
    'Para cada cifra, un vecindario obtiene una puntuación de 0 a 100 frente al condado: la proporción de las NPA del condado a las que supera (un empate cuenta la mitad). En el costo, los precios y alquileres más bajos son mejores.',
  rankingFactor:
    'Cada factor es el promedio de las puntuaciones de sus cifras frente al condado. Un factor sin ninguna cifra cuenta como {missing}, el punto medio del condado, y se marca como “sin datos”.',
  rankingTotal:
    'El total es suma(peso × factor) ÷ suma(pesos), de 0 a 100. El aporte de cada factor es peso × factor ÷ suma(pesos), de modo que los aportes suman el total.',
  rankingTies:
    'Los vecindarios con el mismo total se ordenan por nombre. Los pesos quedan en la dirección de la página, así que se puede compartir una clasificación.',

  affordableHeading: 'Cómo se ordena la clasificación de los más asequibles',
  affordableRent:
    'Alquiler: la posición del alquiler bruto mediano del vecindario (encuesta ACS del Censo, estimación de cinco años) entre las áreas del condado: {tier1} puntos en el cuartil más bajo, {tier2} en el segundo, {tier3} en el tercero y {tier4} en el cuartil más alto.',
  affordableHome: 'Precio de vivienda: la misma escala para el precio promedio de venta (Registro de Escrituras).',
  affordableMissing:
    'Si falta el alquiler o el precio, cuenta como el segundo cuartil ({tier2} puntos), y los vecindarios que no tienen ninguno de los dos van al final.',
  affordableTransit:
    'Transporte público: {points} puntos cuando el {percent}% o más de sus viviendas están a menos de media milla de una parada de transporte público.',
  affordableCommute: 'Traslados largos: {points} puntos cuando la proporción de sus trabajadores con un traslado largo es menor que la del condado.',
  affordableTable: 'La tabla muestra estas cifras con sus años. Los vecindarios con la misma puntuación se ordenan por nombre.',

  estimatesHeading: 'Qué es una estimación',
  estimatesRanges:
    'Rangos de alquiler y de precio de vivienda: los escribieron nuestros editores a partir de anuncios de 2025 y ya no se muestran en los perfiles, en la página principal de vecindarios ni en la comparación, donde ahora se muestran las cifras del condado sobre lo mismo; solo se usan en las puntuaciones de las clasificaciones basadas en estimaciones. El alquiler oficial (2021) es la mediana de una encuesta de cinco años y va por detrás de los alquileres que se piden hoy.',
  estimatesProfiles:
    'Los perfiles ya no muestran nuestras propias estimaciones del tiempo de traslado ni de la movilidad a pie: muestran las cifras que publica el condado (la proporción de trabajadores con un traslado largo, las calles con acera y la proporción de viviendas a menos de media milla del transporte público y de un supermercado), cada una con su año, y la Renta Justa de Mercado de HUD para 2 dormitorios en los códigos postales más cercanos al vecindario.',
  estimatesRankings:
    'Las clasificaciones para profesionales jóvenes y de vecindarios cerca de Uptown todavía usan nuestro tiempo de traslado a Uptown (una estimación de un trayecto habitual en carro, con tráfico normal) y nuestra estimación de la movilidad a pie (de 0 a 100); las tarjetas de sus factores lo indican.',
  estimatesCheck:
    'Comparamos nuestras estimaciones con las cifras oficiales ({command} en nuestro código) y corregimos las que no concuerdan: un rango de precios cuyo punto medio se aleja más de un 40% de la cifra oficial, una calificación de seguridad guardada que difiere de la que da la regla de arriba, o un tiempo de traslado estimado que la proporción de traslados largos contradice claramente. Los alquileres se comparan con la mediana de la encuesta de 2017-2021, que va por detrás de los alquileres actuales.',

  sourceHeading: 'Fuente y licencia',
  sourceLicence:
    '{credit}: datos públicos del Condado de Mecklenburg, publicados con el código del Explorer bajo la licencia {license} ({repo}, Copyright (c) 2016 Tobin Bradley). Usamos una copia sin modificar de las cifras indicadas arriba.',
} satisfies MethodologyMessages;
