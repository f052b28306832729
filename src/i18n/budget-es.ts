import type { BudgetWords } from '../domain/budget-words';

/**
 * The monthly budget's words in Spanish (English: BUDGET_WORDS_EN in src/domain/budget-words.ts,
 * whose shape this must have). HUD's "Renta Justa de Mercado" as in docs/glossary-es.md; the
 * sources' own names (MIT, HUD, IRS) stay as they are.
 */
export const BUDGET_WORDS_ES = {
  household: {
    adultOne: '{n} adulto',
    adultMany: '{n} adultos',
    childNone: 'sin hijos',
    childOne: '{n} hijo',
    childMany: '{n} hijos',
    studio: 'un estudio',
    bedroomOne: '{n} habitación',
    bedroomMany: '{n} habitaciones',
    zip: 'código postal {zip}',
    noZip: 'sin código postal',
  },
  fields: { adults: 'Adultos', children: 'Hijos', bedrooms: 'Habitaciones' },
  countMessage: '{label}: escriba un número entero del {min} al {max}.',
  zipMessage: 'Escriba un código postal de cinco dígitos o deje el campo vacío.',
  rent: {
    studio: 'Alquiler, estudio',
    bedroomOne: 'Alquiler, {n} habitación',
    bedroomMany: 'Alquiler, {n} habitaciones',
    zipNote: 'Renta Justa de Mercado de Área Pequeña de HUD para el código postal {zip}',
    outsideNotice:
      'El código postal {zip} no está en el área de Charlotte que cubre este presupuesto (el área metropolitana de Charlotte-Concord-Gastonia), así que el alquiler de abajo es la cifra de toda el área metropolitana, no la de su código postal.',
    outsideNote: 'Renta Justa de Mercado de HUD para toda el área metropolitana (su código postal está fuera del área de Charlotte)',
    noZipNote: 'Renta Justa de Mercado de HUD para toda el área metropolitana (no indicó código postal)',
  },
  utilities: {
    label: 'Servicios públicos',
    note: 'Incluidos en el alquiler: la Renta Justa de Mercado es un alquiler bruto, con los servicios que paga el inquilino',
  },
  transport: {
    driving: 'Transporte (en carro)',
    drivingNote:
      'En los alrededores del código postal {zip} lo normal es manejar: {trips} viajes de ida de {miles} millas al mes por adulto (en línea recta del centro del código postal a Uptown; por carretera son más) a {cents} centavos por milla. {note}',
    transit: 'Transporte (autobús y tren ligero)',
    transitNote: '{trips} viajes de ida en CATS al mes por adulto a {fare}; tener carro cuesta mucho más',
    fareSince: 'desde {year}',
    fareUnconfirmed: 'desde {year}, sin confirmar en una página actual de CATS',
  },
  food: { label: 'Comida', note: 'Costo de la comida de este hogar según la calculadora de salario digno del MIT, por mes' },
  childCare: { label: 'Cuidado infantil', none: 'Sin hijos', note: '{n} × {amount} al año. {note}' },
  health: {
    label: 'Seguro médico',
    note: '{adults} × {amount} por adulto{children}. {note}',
    children: ' y {n} × {amount} por hijo (curva federal por edad)',
  },
  leftOut: {
    otherNecessities: 'Otras necesidades',
    otherNecessitiesNote: 'Ropa, cuidado personal y artículos del hogar: no hay una cifra con fuente, no están en el total (el MIT sí las cuenta)',
    phoneInternet: 'Teléfono e internet',
    phoneInternetNote: 'No hay una cifra con fuente, no están en el total (el MIT cuenta la banda ancha y un plan de celular)',
    southCarolinaTax: 'el impuesto sobre la renta de Carolina del Sur',
  },
  taxes: {
    federal: 'Impuesto federal sobre la renta',
    federalNote: '{status}: deducción estándar de {deduction}, tramos de {year}{credit}; sin crédito tributario por ingreso del trabajo',
    childCredit: ', menos el crédito tributario por hijos de {amount} por hijo (si el resultado es negativo, es la parte reembolsable)',
    single: 'Soltero',
    joint: 'Casados que presentan una declaración conjunta',
    head: 'Cabeza de familia',
    state: 'Impuesto estatal sobre la renta',
    southCarolinaNote:
      'Este presupuesto no calcula el impuesto sobre la renta de Carolina del Sur: no está en el total, así que el total se queda corto para una vivienda en Carolina del Sur',
    northCarolina: 'Impuesto sobre la renta de Carolina del Norte',
    northCarolinaNote: '{rate} sobre lo que supera la deducción estándar de {deduction}',
    payroll: 'Seguro Social y Medicare',
    payrollNote: '{socialSecurity}% y {medicare}% del salario{split}',
    payrollSplit: ', repartido entre dos personas que trabajan',
  },
  southCarolinaNotice:
    'El código postal {zip} está en Carolina del Sur. El alquiler, la comida, el cuidado infantil, la salud y el transporte de abajo se aplican, pero este presupuesto solo calcula el impuesto sobre la renta de Carolina del Norte: el de Carolina del Sur no está cubierto y queda fuera del total.',
  differences: {
    rent: 'Alquiler',
    rentText:
      'Aquí, la Renta Justa de Mercado de HUD para su código postal (la del área metropolitana si no se indica); el MIT usa la Renta Justa de Mercado de HUD para el área.',
    food: 'Comida',
    foodText: 'Igual: este presupuesto usa el costo de la comida del propio MIT para el hogar.',
    childCare: 'Cuidado infantil',
    childCareText:
      'Aquí, el promedio de Mecklenburg para un bebé en una guardería con licencia (2023), para cada hijo; el MIT usa su propia estimación del cuidado infantil.',
    health: 'Salud',
    healthText: 'Aquí, solo la prima del Mercado; el MIT suma los gastos médicos de bolsillo.',
    transport: 'Transporte',
    transportDriving:
      'Aquí, el trayecto al trabajo en carro a la tarifa del IRS; el MIT usa el gasto medio de los hogares en transporte, con todos los viajes.',
    transportTransit: 'Aquí, las tarifas de autobús y tren ligero para ir al trabajo; el MIT usa el gasto medio de los hogares en transporte, con los carros.',
    leftOut: 'Otras necesidades, teléfono e internet',
    leftOutText: 'No están en este total; el MIT las cuenta (y la participación cívica).',
    taxes: 'Impuestos',
    taxesText:
      'Aquí, los impuestos federales, estatales y sobre la nómina de 2026 de este presupuesto; el MIT calcula los impuestos sobre su propio total, más alto.',
  },
} satisfies BudgetWords;
