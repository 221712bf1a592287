import type { BenefitVersion, Criterion } from '../types';
import { officialPages } from './links';
import { ageAtLeast, ageBelow, atLeast, chileAtiendeSearch, fact, inSeguridadesOportunidades, isWoman, isWorking, tramoAtMost } from './shared';
import { replacedBySue } from './work';

/**
 * Benefits a household can have through one of its members: the pension reform's (Ley 21.735), the
 * Seguridades y Oportunidades bonos for its children, housing calls, and the young workers' subsidy.
 */

/** The day these entries were checked. */
const CHECKED = '2026-11-27';
/** The UF of January 2026, as the rest of the catalogue converts UF to pesos. */
const UF = 39_762;
/** The special call's own minimum income: 5 UF a month, in pesos. */
const OWN_INCOME_MIN = Math.round(5 * UF);

const afpPensioner: Criterion = fact('pensionFromAfp', true, {
  reason: 'Es para quienes tienen una pensión de vejez o invalidez de una AFP o una compañía de seguros.',
  need: 'Nos falta saber si tu pensión es de una AFP o de una compañía de seguros.',
  met: 'Tu pensión es de una AFP o de una compañía de seguros.',
});

const pensioner: Criterion = fact('isPensioner', true, {
  reason: 'Es para personas pensionadas.',
  need: 'Nos falta saber si recibes alguna pensión.',
  met: 'Recibes una pensión.',
});

const renting: Criterion = fact('isRenting', true, {
  reason: 'Es para quien arrienda o busca una vivienda para arrendar.',
  need: 'Nos falta saber si arriendas.',
  met: 'Arriendas o buscas una vivienda para arrendar.',
});

const inRsh: Criterion = fact('inRsh', true, {
  reason: 'Necesitas estar en el Registro Social de Hogares.',
  need: 'Nos falta saber si estás en el Registro Social de Hogares.',
  met: 'Estás en el Registro Social de Hogares.',
});

export const arriendoCall = 'Se postula solo durante los llamados del Minvu: el regular de 2025 fue del 07-10-2025 al 14-11-2025 y el de personas mayores y con discapacidad en abril de 2025. El de 2026 no se había anunciado al 27-11-2026.';

export const householdVersions: readonly BenefitVersion[] = [
  {
    id: 'beneficio-anos-cotizados',
    name: 'Beneficio por Años Cotizados',
    summary: 'Un aumento de la pensión de vejez o invalidez de AFP o compañía de seguros desde los 65 años: 0,1 UF al mes por cada 12 meses cotizados, hasta 2,5 UF (Ley 21.735).',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'perUnit', fact: 'monthsContributed', unit: 'mes cotizado', value: Math.round((0.1 * UF) / 12), cap: Math.round(2.5 * UF) },
    amountPeriod: '0,1 UF al mes por cada 12 meses cotizados, hasta 2,5 UF (unos $99.405 con la UF de enero de 2026), desde enero de 2026',
    frequency: 'mensual',
    whenPaid: 'Todos los meses, junto con la pensión, desde enero de 2026. No se postula.',
    howToClaim: [
      'No se postula: se suma solo a la pensión de quienes cumplen los requisitos.',
      'Puedes revisar si te corresponde en ChileAtiende con tu RUT y tu fecha de nacimiento.',
    ],
    officialUrl: officialPages.beneficioAnosCotizados,
    source: {
      name: 'ChileAtiende, citado por Meganoticias (23-01-2026 y 07-02-2026)',
      url: 'https://www.meganoticias.cl/dato-util/512805-como-solicitar-beneficio-por-anos-cotizados-requisitos-1ab.html',
      checkedOn: CHECKED,
      confidence: 'media',
      note: 'Mujeres con al menos 120 meses cotizados (132 desde enero de 2028), hombres con 240; cuenta hasta 300 meses.',
    },
    criteria: [
      ageAtLeast(65, 'El Beneficio por Años Cotizados'),
      pensioner,
      afpPensioner,
      {
        anyOf: [
          {
            allOf: [
              isWoman,
              atLeast('monthsContributed', 120, {
                reason: 'Las mujeres necesitan al menos 120 meses cotizados.',
                need: 'Nos falta saber cuántos meses cotizaste.',
                met: 'Cotizaste al menos 120 meses.',
              }),
            ],
          },
          atLeast('monthsContributed', 240, {
            reason: 'Se necesitan al menos 240 meses cotizados (120 para las mujeres).',
            need: 'Nos falta saber cuántos meses cotizaste.',
            met: 'Cotizaste al menos 240 meses.',
          }),
        ],
        reason: 'Pide al menos 120 meses cotizados a las mujeres y 240 a los hombres.',
      },
    ],
  },
  {
    id: 'compensacion-expectativa-vida',
    name: 'Compensación por diferencias de expectativa de vida',
    summary: 'Un aumento de la pensión de las mujeres de 65 años o más pensionadas por una AFP o una compañía de seguros, para que reciban lo mismo que un hombre con su ahorro y su edad (Ley 21.735).',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'fixed', value: Math.round(0.25 * UF) },
    amountPeriod: 'Mínimo de 0,25 UF al mes (unos $9.941), desde enero de 2026; el monto depende de la edad al pensionarse',
    frequency: 'mensual',
    whenPaid: 'Todos los meses, junto con la pensión, desde enero de 2026. No se postula.',
    howToClaim: ['No se postula: se suma sola a la pensión.', 'Puedes revisar si te corresponde en ChileAtiende con tu RUT y tu fecha de nacimiento.'],
    officialUrl: chileAtiendeSearch('compensación por diferencias de expectativa de vida'),
    source: {
      name: 'ChileAtiende, citado por Meganoticias (09-03-2026) y La Nación (23-02-2026)',
      url: 'https://www.meganoticias.cl/dato-util/516376-compensacion-diferencia-de-expectativa-de-vida-mujeres-requisitos-1ab-9-3-2026.html',
      checkedOn: CHECKED,
      confidence: 'media',
      note: 'Contamos el mínimo de 0,25 UF; es mayor si se pensionó a los 65 años.',
    },
    criteria: [isWoman, ageAtLeast(65, 'La compensación por expectativa de vida'), pensioner, afpPensioner],
  },
  {
    id: 'bono-control-nino-sano',
    name: 'Bono por Control del Niño Sano',
    summary: 'Un aporte mensual por cada niña o niño menor de 6 años con sus controles de salud al día, para familias de Seguridades y Oportunidades.',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'fixed', value: 10_000 },
    amountPeriod: 'Monto de 2025 ($10.000 al mes por niña o niño), el informado para 2026',
    frequency: 'mensual',
    whenPaid: 'Todos los meses, junto con el Bono de Protección y el Bono Base Familiar. No se postula.',
    howToClaim: [
      'No se postula: se paga a las familias de Seguridades y Oportunidades.',
      'Lleva el carné de control de salud a tu municipalidad en las fechas que te indiquen (4 veces al año si tiene menos de 2 años, 2 veces si tiene de 2 a 5).',
    ],
    officialUrl: chileAtiendeSearch('bono por control del niño sano'),
    source: {
      name: 'ChileAtiende, citado por El Mostrador (21-01-2026) y La Nación (05-01-2026)',
      url: 'https://www.elmostrador.cl/datos-utiles/2026/01/21/bono-por-control-nino-sano-apoyo-estatal-que-refuerza-la-prevencion-en-la-primera-infancia/',
      checkedOn: CHECKED,
      confidence: 'media',
    },
    criteria: [ageBelow(6, 'El Bono por Control del Niño Sano'), inSeguridadesOportunidades],
  },
  {
    id: 'bono-asistencia-escolar',
    name: 'Bono por Asistencia Escolar',
    summary: 'Un aporte mensual por cada hija o hijo de 6 a 18 años que va al colegio con al menos 85 % de asistencia, para familias de Seguridades y Oportunidades.',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'fixed', value: 10_000 },
    amountPeriod: 'Monto informado en octubre y noviembre de 2025 ($10.000 al mes por estudiante); no se encontró una cifra de 2026',
    frequency: 'mensual',
    whenPaid: 'Todos los meses, junto con el Bono de Protección y el Bono Base Familiar, según la asistencia informada por el Mineduc. No se postula.',
    howToClaim: ['No se postula: se paga a las familias de Seguridades y Oportunidades con estudiantes con 85 % de asistencia o más.'],
    officialUrl: chileAtiendeSearch('bono por asistencia escolar'),
    source: {
      name: 'ChileAtiende, citado por Chilevisión (31-10-2025) y Meganoticias (08-11-2025)',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/bono-asistencia-escolar-conoce-quienes-pueden-cobrar-el-beneficio',
      checkedOn: CHECKED,
      confidence: 'baja',
      note: 'Las fuentes no coinciden: $10.000 en las de octubre y noviembre de 2025, $11.000 en las de marzo y agosto de 2025 (Meganoticias, 23-08-2025) y $11.429 desde febrero de 2024 (Meganoticias, 23-02-2024). Contamos la cifra más reciente; no se encontró la página del Ministerio de Desarrollo Social ni una de 2026.',
    },
    criteria: [ageAtLeast(6, 'El Bono por Asistencia Escolar'), ageBelow(19, 'El Bono por Asistencia Escolar'), inSeguridadesOportunidades],
  },
  {
    id: 'subsidio-arriendo-mayores',
    name: 'Subsidio de Arriendo para personas mayores y con discapacidad',
    summary: 'Un llamado especial del Minvu que paga casi todo el arriendo a personas de 60 años o más, o con discapacidad, del 70 % más vulnerable, sin pedir ahorro.',
    validFrom: '2025-04-01',
    validTo: null,
    amount: { kind: 'range', min: 1, max: Math.round(11 * UF * 0.95) },
    amountPeriod: '90 % a 95 % de un arriendo de hasta 11 UF (13 UF en algunas regiones), llamado de abril de 2025',
    frequency: 'mensual',
    whenPaid: arriendoCall,
    howToClaim: [
      'Postula en línea en el sitio de arriendo del Minvu con tu ClaveÚnica, durante el llamado para personas mayores y con discapacidad.',
      'Debes tener ingresos propios de al menos 5 UF al mes (la PGU cuenta).',
    ],
    officialUrl: 'https://www.chileatiende.gob.cl/fichas/29888-subsidio-de-arriendo-de-vivienda',
    source: {
      name: 'Minvu, citado por Chilevisión (03-11-2025)',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/subsidio-de-arriendo-revisa-los-requisitos-clave-para-postular-al',
      checkedOn: '2026-12-07',
      confidence: 'media',
      note: 'Ingresos propios de al menos 5 UF al mes (la PGU cuenta) y sin ahorro. No se encontró un llamado de 2026 al revisar el 07-12-2026.',
    },
    hedge: 'El llamado especial para personas mayores y con discapacidad de 2025 fue en abril; el de 2026 no se había anunciado al 07-12-2026: te avisamos cuando se abra.',
    criteria: [
      {
        anyOf: [
          ageAtLeast(60, 'El llamado para personas mayores'),
          { allOf: [ageAtLeast(18, 'El llamado para personas con discapacidad'), fact('hasDisability', true, { reason: 'No tienes una discapacidad inscrita.', need: 'Nos falta saber si tienes una discapacidad.', met: 'Tienes una discapacidad.' })] },
        ],
        reason: 'Es para personas de 60 años o más, o de 18 o más con discapacidad.',
      },
      renting,
      tramoAtMost(4, 'El Subsidio de Arriendo para personas mayores'),
      {
        anyOf: [
          fact('receivesPgu', true, { reason: 'No recibes la PGU.', need: 'Nos falta saber si recibes la PGU.', met: 'Recibes la PGU, que cuenta como ingreso propio.' }),
          atLeast('pensionAmount', OWN_INCOME_MIN, {
            reason: 'Tu pensión es menor que 5 UF.',
            need: 'Nos falta saber cuánto recibes de pensión.',
            met: 'Tu pensión es de al menos 5 UF al mes.',
          }),
          atLeast('monthlyIncome', OWN_INCOME_MIN, {
            reason: 'Tus ingresos son menores que 5 UF.',
            need: 'Nos falta saber tu ingreso mensual.',
            met: 'Tus ingresos son de al menos 5 UF al mes.',
          }),
        ],
        reason: 'Pide ingresos propios de al menos 5 UF al mes (unos $199.000; la PGU cuenta).',
      },
    ],
  },
  {
    id: 'subsidio-vivienda-ds49',
    name: 'Subsidio para comprar una vivienda sin crédito (DS 49)',
    summary: 'El Fondo Solidario de Elección de Vivienda del Minvu: un subsidio para comprar o construir una vivienda sin crédito hipotecario, para familias del 40 % más vulnerable sin casa propia.',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'variable', description: 'Desde 314 UF de subsidio base, más aportes según la comuna y la familia: no se paga en dinero, se usa para la vivienda.' },
    amountPeriod: 'Montos del llamado de 2026 (subsidio base y complementos en UF)',
    frequency: 'por convocatoria',
    whenPaid: 'Solo durante los llamados del Minvu, individuales o colectivos, que se anuncian cada año por región.',
    howToClaim: [
      'Abre una cuenta de ahorro para la vivienda y junta al menos 10 UF antes del último día hábil del mes anterior a postular.',
      'Postula con tu ClaveÚnica en el sitio del Minvu durante un llamado, con tu grupo familiar del Registro Social de Hogares.',
    ],
    officialUrl: chileAtiendeSearch('fondo solidario de elección de vivienda DS49'),
    source: {
      name: 'Minvu, citado por Meganoticias (10-02-2026)',
      url: 'https://www.meganoticias.cl/dato-util/514224-requisitos-subsidio-ds49-vivienda-ahorro-minimo-1ab-dcv-10-2-2026.html',
      checkedOn: CHECKED,
      confidence: 'media',
    },
    criteria: [
      ageAtLeast(18, 'El DS 49'),
      inRsh,
      tramoAtMost(1, 'El DS 49'),
      renting,
      atLeast('housingSavingsUf', 10, {
        reason: 'Pide al menos 10 UF ahorradas en una cuenta de ahorro para la vivienda.',
        need: 'Nos falta saber cuánto tienes ahorrado para la vivienda.',
        met: 'Tienes al menos 10 UF ahorradas para la vivienda.',
      }),
    ],
  },
  {
    id: 'subsidio-trabajadores-jovenes',
    name: 'Subsidio a la cotización de trabajadores jóvenes',
    summary:
      'Un aporte del Estado a la cuenta de la AFP de trabajadoras y trabajadores de 18 a 35 años con sueldo de hasta 1,5 ingresos mínimos, en sus primeras 24 cotizaciones. La ley del Subsidio Unificado al Empleo lo reemplazará: confirma que sigue abierto.',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'fixed', value: 26_950 },
    amountPeriod: 'La mitad de la cotización del 10 % sobre el ingreso mínimo de 2026 ($539.000): unos $26.950 al mes, depositados en tu AFP',
    frequency: 'mensual',
    whenPaid: 'Cada mes, en tu cuenta de la AFP, mientras cumplas los requisitos; se pide todo el año.',
    howToClaim: [
      'Antes de pedirlo, confirma en ChileAtiende que sigue recibiendo solicitudes: la ley del Subsidio Unificado al Empleo (marzo de 2026) lo reemplaza.',
      'Solicítalo en línea en ChileAtiende con tu ClaveÚnica; la respuesta puede tardar hasta cuatro meses.',
    ],
    officialUrl: 'https://www.previsionsocial.gob.cl/sps/personas/soy-joven/estoy-trabajando/',
    source: {
      name: 'Subsecretaría de Previsión Social; monto según la regla del IPS citada por Chilevisión',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/ips-pagara-automaticamente-22-mil-pesos-a-jovenes-trabajadores',
      checkedOn: CHECKED,
      confidence: 'baja',
      note: 'El monto es nuestro cálculo con el ingreso mínimo de 2026; no verificado si acepta solicitudes nuevas tras la ley del Subsidio Unificado al Empleo.',
    },
    hedge: replacedBySue,
    criteria: [
      ageAtLeast(18, 'El subsidio a trabajadores jóvenes'),
      ageBelow(36, 'El subsidio a trabajadores jóvenes'),
      isWorking,
      {
        fact: 'monthlyIncome',
        op: 'lte',
        value: 808_500,
        reason: 'Pide un sueldo de hasta 1,5 ingresos mínimos ($808.500).',
        need: 'Nos falta saber tu ingreso mensual.',
        met: 'Tu sueldo es de hasta 1,5 ingresos mínimos.',
      },
      {
        fact: 'monthsContributed',
        op: 'lt',
        value: 24,
        reason: 'Es solo para las primeras 24 cotizaciones.',
        need: 'Nos falta saber cuántos meses has cotizado.',
        met: 'Tienes menos de 24 cotizaciones.',
      },
    ],
  },
];

/** The Subsidio de Arriendo's family-income band: 7 to 25 UF a month, 8 UF more for each member beyond 3. */
export const arriendoIncomeBand: Criterion[] = [
  {
    fact: 'householdIncome',
    op: 'gte',
    value: Math.round(7 * UF),
    reason: 'Pide un ingreso familiar de al menos 7 UF al mes (unos $278.000), para poder pagar tu parte del arriendo.',
    need: 'Nos falta saber el ingreso mensual de tu familia.',
    met: 'El ingreso de tu familia es de al menos 7 UF al mes.',
  },
  {
    anyOf: [
      [3, 'lte', 25],
      [4, 'eq', 33],
      [5, 'eq', 41],
      [6, 'gte', 49],
    ].map(([size, op, uf]) => ({
      allOf: [
        {
          fact: 'householdSize',
          op: op as 'lte' | 'eq' | 'gte',
          value: Number(size),
          reason: `Tu hogar no tiene ${op === 'lte' ? 'hasta' : op === 'eq' ? 'exactamente' : 'al menos'} ${String(size)} personas.`,
          need: 'Nos falta saber cuántas personas viven en tu hogar.',
          met: `Tu hogar tiene ${op === 'lte' ? 'hasta ' : op === 'gte' ? 'al menos ' : ''}${String(size)} personas.`,
        },
        {
          fact: 'householdIncome',
          op: 'lte',
          value: Math.round(Number(uf) * UF),
          reason: `El ingreso de tu familia supera ${String(uf)} UF al mes.`,
          need: 'Nos falta saber el ingreso mensual de tu familia.',
          met: `El ingreso de tu familia es de hasta ${String(uf)} UF al mes, el máximo para su tamaño.`,
        },
      ],
    })),
    reason: 'El ingreso de tu familia supera el máximo: 25 UF al mes (unos $994.000) hasta 3 personas, y 8 UF más por cada persona adicional.',
  },
  atLeast('housingSavingsUf', 4, {
    reason: 'Pide al menos 4 UF ahorradas en una cuenta de ahorro para la vivienda.',
    need: 'Nos falta saber cuánto tienes ahorrado para la vivienda.',
    met: 'Tienes al menos 4 UF ahorradas para la vivienda.',
  }),
];
