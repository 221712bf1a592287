import type { BenefitVersion, Criterion } from '../types';
import { officialPages } from './links';
import { ageAtLeast, ageBelow, atLeast, CHECKED_ON, chileAtiendeSearch, fact, incomeBelow, isWoman, isWorking, tramoAtMost } from './shared';

const senceCaveat = 'Antes de postular, confirma en sence.gob.cl que sigue recibiendo postulaciones nuevas: la ley del Subsidio Unificado al Empleo (marzo de 2026) lo reemplaza.';

/** Why the subsidies the Subsidio Unificado al Empleo replaces are never more than a "maybe". */
export const replacedBySue =
  'La ley del Subsidio Unificado al Empleo (marzo de 2026) lo reemplaza, y no pudimos confirmar que siga recibiendo postulaciones nuevas: revísalo en sence.gob.cl antes de contar con él.';

const notWorking = fact('isWorking', false, {
  reason: 'Es para personas que buscan trabajo formal después de un periodo de desempleo.',
  need: 'Nos falta saber si hoy trabajas de manera formal.',
  met: 'Hoy no tienes un trabajo formal.',
});

const sueGroups: Criterion = {
  anyOf: [
    { allOf: [ageAtLeast(18, 'La línea joven'), ageBelow(25, 'La línea joven')] },
    { allOf: [isWoman, ageAtLeast(25, 'La línea mujeres'), ageBelow(55, 'La línea mujeres')] },
    { allOf: [ageAtLeast(55, 'La línea de personas mayores'), ageBelow(65, 'La línea de personas mayores')] },
    {
      allOf: [
        fact('hasDisability', true, { reason: 'No tienes una discapacidad.', need: 'Nos falta saber si tienes una discapacidad.', met: 'Tienes una discapacidad.' }),
        ageAtLeast(18, 'La línea de discapacidad'),
        ageBelow(65, 'La línea de discapacidad'),
      ],
    },
  ],
  reason: 'Es para jóvenes de 18 a 24 años, mujeres de 25 a 54, personas de 55 a 64, o personas con discapacidad hasta los 64.',
};

export const workVersions: readonly BenefitVersion[] = [
  {
    id: 'subsidio-empleo-joven',
    name: 'Subsidio al Empleo Joven (SEJ)',
    summary: 'Un aporte de Sence para trabajadoras y trabajadores de 18 a 24 años del 40 % más vulnerable, mensual o anual según sus ingresos. El Subsidio Unificado al Empleo lo reemplazará: confirma en Sence que sigue abierto.',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'incomeLinked', rate: 44_157 / 294_377, max: 44_157, fullUntil: 367_971, limit: 662_348 },
    amountPeriod: 'Tramos de 2026: hasta $44.157 al mes con una renta de $294.377 a $367.971, menos desde ahí hasta $662.348 (pago anual de hasta $678.028)',
    frequency: 'mensual',
    whenPaid: 'El último día hábil de cada mes, con 3 meses de desfase; o una vez al año en agosto.',
    howToClaim: [
      senceCaveat,
      'Postula en el portal de Sence con tu ClaveÚnica y elige pago mensual o anual.',
      'Si tienes 21 años o más necesitas la licencia de enseñanza media.',
    ],
    officialUrl: officialPages.subsidioEmpleoJoven,
    source: {
      name: 'Sence, citado por Meganoticias (05-02-2026) y textual.cl (10-02-2026)',
      url: 'https://www.meganoticias.cl/dato-util/513873-postular-subsidio-empleo-joven-requisitos-1ab-dcv-5-2-2026.html',
      checkedOn: '2026-11-27',
      confidence: 'baja',
      note: 'Las mismas cifras desde agosto de 2025 (El Mostrador, 30-08-2025): hasta $44.157 al mes con renta de hasta $294.377, límite $662.348; pago anual hasta $678.028. La página de Sence con los tramos no se encontró. Sence (sence.gob.cl/node/6710) anunció que el Subsidio Unificado al Empleo reúne el SEJ, el BTM y el subsidio a trabajadores jóvenes y esperaba su vigencia en el primer semestre de 2026: no se pudo confirmar si el SEJ acepta postulaciones nuevas.',
    },
    hedge: replacedBySue,
    criteria: [ageAtLeast(18, 'El Subsidio al Empleo Joven'), ageBelow(25, 'El Subsidio al Empleo Joven'), isWorking, tramoAtMost(1, 'El Subsidio al Empleo Joven'), incomeBelow(662_348, 'El Subsidio al Empleo Joven')],
  },
  {
    id: 'bono-trabajo-mujer',
    name: 'Bono al Trabajo de la Mujer (BTM)',
    summary: 'Un aporte de Sence para trabajadoras de 25 a 59 años del 40 % más vulnerable, mensual o anual según sus ingresos. El Subsidio Unificado al Empleo lo reemplazará: confirma en Sence que sigue abierto.',
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'incomeLinked', rate: 44_157 / 294_377, max: 44_157, fullUntil: 367_971, limit: 662_348 },
    amountPeriod: 'Tramos de 2026: hasta $44.157 al mes con una renta de $294.377 a $367.971, menos desde ahí hasta $662.348',
    frequency: 'mensual',
    whenPaid: 'El último día hábil de cada mes de 2026 (p. ej. 30-11-2026), según la renta de tres meses antes; o una vez al año.',
    howToClaim: [senceCaveat, 'Postula en el portal de Sence con tu ClaveÚnica; la respuesta llega en hasta 90 días.'],
    officialUrl: officialPages.bonoTrabajoMujer,
    source: {
      name: 'Sence, citado por La Tercera (12-01-2026) y Meganoticias (24-02-2026)',
      url: 'https://www.latercera.com/servicios/noticia/confirman-calendario-de-pagos-del-bono-al-trabajo-de-la-mujer-2026-estas-son-las-fechas/',
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: 'Calendario 2026 publicado en enero. No se pudo confirmar si acepta postulaciones nuevas tras la ley del Subsidio Unificado al Empleo.',
    },
    hedge: replacedBySue,
    criteria: [isWoman, ageAtLeast(25, 'El Bono al Trabajo de la Mujer'), ageBelow(60, 'El Bono al Trabajo de la Mujer'), isWorking, tramoAtMost(1, 'El Bono al Trabajo de la Mujer'), incomeBelow(662_348, 'El Bono al Trabajo de la Mujer')],
  },
  {
    id: 'subsidio-unificado-empleo',
    name: 'Subsidio Unificado al Empleo (SUE)',
    summary:
      'El nuevo subsidio de Sence (ley despachada el 02-03-2026) que reemplaza al Subsidio al Empleo Joven, al Bono al Trabajo de la Mujer y al subsidio previsional a trabajadores jóvenes: apoya a quien es contratado tras un periodo de desempleo y a su empleador.',
    validFrom: '2026-03-02',
    validTo: null,
    amount: {
      kind: 'variable',
      description: 'Hasta el 20 % de la remuneración bruta, entre la empresa y la persona contratada, por hasta 12 meses (15 en micro y pequeñas empresas o con discapacidad).',
    },
    amountPeriod: 'Parámetros de la ley aprobada en marzo de 2026; el porcentaje se fija cada año',
    frequency: 'mensual',
    whenPaid: 'No se pudo confirmar la fecha de inicio de las postulaciones: revisa sence.gob.cl.',
    howToClaim: [
      'Revisa en sence.gob.cl si ya están abiertas las solicitudes del Subsidio Unificado al Empleo.',
      'Pide tener al menos 6 meses continuos (u 8 discontinuos) de desempleo en los 18 meses previos, y una renta de hasta 2,25 ingresos mínimos.',
      'Las líneas de jóvenes, mujeres y mayores usan el Registro Social de Hogares: mantenlo al día.',
    ],
    officialUrl: 'https://sence.gob.cl/empresas/noticias/el-nuevo-subsidio-que-unifica-beneficios-mas-aporte-mayor-cobertura-y-acceso-simplificado',
    source: {
      name: 'Cámara de Diputados y Ministerio del Trabajo, informado por Diario Financiero (03-03-2026) y ADN Radio (02-03-2026); Sence',
      url: 'https://www.df.cl/economia-y-politica/congreso/que-es-el-subsidio-unificado-al-empleo-y-quienes-podran-acceder-a-el',
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: 'Despachada a ley el 02-03-2026. No verificado: su publicación en el Diario Oficial, la fecha de inicio, el tramo del RSH exigido y el porcentaje de 2026.',
    },
    hedge: 'Sence no ha confirmado desde cuándo recibe postulaciones: revisa sence.gob.cl antes de contar con él.',
    criteria: [notWorking, sueGroups],
  },
  {
    id: 'ingreso-minimo-garantizado',
    name: 'Ingreso Mínimo Garantizado (IMG)',
    summary: 'Un complemento mensual al sueldo de trabajadores con jornada completa y sueldo bruto menor a $500.000. Terminó: su último pago fue en junio de 2024.',
    validFrom: '2024-01-01',
    validTo: '2024-06-30',
    amount: { kind: 'range', min: 1, max: 78_955 },
    amountPeriod: 'Tope mensual de enero a junio de 2024',
    frequency: 'mensual',
    whenPaid: 'Se pagó cada mes hasta el 27-06-2024; las postulaciones cerraron el 31-05-2024.',
    howToClaim: ['Ya no se paga: el sueldo mínimo subió a $500.000 el 1 de julio de 2024.'],
    officialUrl: chileAtiendeSearch('ingreso mínimo garantizado'),
    source: {
      name: 'Ministerio del Trabajo, citado por Meganoticias (27-05-2024) y Pauta (26-03-2024)',
      url: 'https://pauta.cl/dato-en-pauta/2024/03/26/ingreso-minimo-garantizado-descubre-los-detalles-del-beneficio-que-se-pagara-en-los-proximos-dias.html',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'Último pago el 27-06-2024.',
    },
    criteria: [isWorking, incomeBelow(500_000, 'El Ingreso Mínimo Garantizado'), tramoAtMost(6, 'El Ingreso Mínimo Garantizado')],
  },
  {
    id: 'seguro-cesantia',
    name: 'Seguro de Cesantía (AFC)',
    summary: 'Pagos mensuales desde tu Cuenta Individual de Cesantía, y del Fondo Solidario si no alcanza, cuando quedas sin trabajo por despido, renuncia o fin del contrato.',
    validFrom: '2023-12-01',
    validTo: null,
    amount: {
      kind: 'variable',
      description: 'Un porcentaje de tu remuneración promedio: 70 % el primer mes, 60 % el segundo, luego 45 %, 40 %, 35 % y 30 %, según tu saldo.',
    },
    amountPeriod: 'Porcentajes vigentes desde diciembre de 2023 (Ley 21.578)',
    frequency: 'mensual',
    whenPaid: 'Se pide en cualquier momento mientras estés cesante; los giros son mensuales.',
    howToClaim: [
      'Entra a la Sucursal Virtual de la AFC con tu ClaveÚnica y elige "Cobrar Seguro de Cesantía".',
      'Sube tu finiquito, carta de despido, renuncia u otro documento que acredite el término del contrato.',
      'También puedes hacerlo en una sucursal de la AFC.',
    ],
    officialUrl: officialPages.seguroCesantia,
    source: {
      name: 'AFC Chile, citada por Mega (enero de 2024) y Encancha (26-12-2023)',
      url: 'https://mega.cl/amp/mega-te-ayuda/159186-seguro-de-cesantia-cambios-afc-numero-cotizaciones-trabajadores-cesantes.html',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'Requisitos de la Ley 21.578: 10 cotizaciones con contrato indefinido, 5 a plazo fijo. El monto depende de tu sueldo y tu saldo; no lo calculamos.',
    },
    criteria: [
      fact('lostJobWithContract', true, {
        reason: 'Es para personas que quedaron sin trabajo después de tener un contrato.',
        need: 'Nos falta saber si quedaste sin trabajo después de tener un contrato.',
        met: 'Quedaste sin trabajo después de tener un contrato.',
      }),
      {
        anyOf: [
          atLeast('afcContributions', 10, {
            reason: 'Tienes menos de 10 cotizaciones.',
            need: 'Nos falta saber cuántas cotizaciones tienes en la AFC.',
            met: 'Tienes 10 o más cotizaciones en la AFC.',
          }),
          {
            allOf: [
              atLeast('afcContributions', 5, {
                reason: 'Tienes menos de 5 cotizaciones.',
                need: 'Nos falta saber cuántas cotizaciones tienes en la AFC.',
                met: 'Tienes 5 o más cotizaciones en la AFC.',
              }),
              fact('hadFixedTermContract', true, {
                reason: 'Tu contrato era indefinido.',
                need: 'Nos falta saber si tu contrato era a plazo fijo.',
                met: 'Tu contrato era a plazo fijo, por obra o faena.',
              }),
            ],
          },
        ],
        reason: 'Necesitas 10 cotizaciones en la AFC con contrato indefinido, o 5 con contrato a plazo fijo, por obra o faena.',
      },
    ],
  },
];
