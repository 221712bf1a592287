import { formatClp } from '../format';
import type { BenefitVersion, Criterion, IncomeBracket } from '../types';
import { officialPages } from './links';
import { CHECKED_ON_FIRST as CHECKED_ON, hasCargas, inSeguridadesOportunidades, rshTramoNeed } from './shared';

// ---------------------------------------------------------------------------------------
// Aporte Familiar Permanente (ex Bono Marzo, Ley 20.743)
// ---------------------------------------------------------------------------------------

const aporteCriteria = (asignacionFamiliarLimit: number): Criterion[] => [
  {
    anyOf: [
      {
        allOf: [
          hasCargas,
          {
            anyOf: [
              {
                fact: 'monthlyIncome',
                op: 'lte',
                value: asignacionFamiliarLimit,
                reason: `Tu ingreso supera ${formatClp(asignacionFamiliarLimit)}.`,
                need: 'Nos falta saber tu ingreso mensual.',
                met: 'Tu ingreso te permite recibir Asignación Familiar por tus cargas.',
              },
              {
                fact: 'rshTramo',
                op: 'lte',
                value: 3,
                reason: 'Tu hogar está sobre el tramo 60.',
                need: rshTramoNeed,
                met: 'Tu hogar está en el tramo 60 o menos, como pide el Subsidio Familiar.',
              },
            ],
            reason: `Tus cargas deben recibir Asignación Familiar (ingreso de hasta ${formatClp(asignacionFamiliarLimit)}) o Subsidio Familiar (hasta el tramo 60).`,
          },
        ],
      },
      inSeguridadesOportunidades,
    ],
    reason:
      'El Aporte Familiar Permanente es para familias con cargas que reciben Asignación Familiar o Subsidio Familiar, o que participan en Chile Solidario o Seguridades y Oportunidades.',
  },
];

const aporteBase = {
  id: 'aporte-familiar-permanente',
  name: 'Aporte Familiar Permanente (ex Bono Marzo)',
  summary:
    'Un pago una vez al año por cada carga con Asignación Familiar o Subsidio Familiar al 31 de diciembre del año anterior, o uno por familia en Chile Solidario o Seguridades y Oportunidades.',
  frequency: 'anual',
  howToClaim: [
    'No tienes que postular: se paga automáticamente entre febrero y marzo.',
    'Revisa si te corresponde en aportefamiliar.cl con tu RUT y tu fecha de nacimiento.',
    'Si tienes CuentaRUT, se deposita ahí; si no, el sitio te dice dónde y cuándo cobrarlo.',
    'Si crees que te corresponde y no apareces, puedes reclamar en el mismo sitio dentro del año siguiente.',
  ],
  whenPaid: 'Una vez al año, entre febrero y marzo. No se postula.',
  officialUrl: 'https://www.chileatiende.gob.cl/buscar?query=aporte+familiar+permanente',
} as const;

// ---------------------------------------------------------------------------------------
// Subsidio Familiar (SUF, Ley 18.020)
// ---------------------------------------------------------------------------------------

const subsidioFamiliarBase = {
  id: 'subsidio-familiar',
  name: 'Subsidio Familiar (SUF)',
  summary:
    'Un aporte mensual por cada niña, niño o adolescente menor de 18 años (o persona con discapacidad) a tu cargo, para quienes no tienen previsión social. Se paga el doble por una carga con discapacidad.',
  frequency: 'mensual',
  howToClaim: [
    'Pídelo en la municipalidad de tu comuna.',
    'Lleva tu cédula de identidad, el certificado de nacimiento de cada carga, el control de salud al día de las niñas y niños menores de 8 años y el certificado de alumno regular de los mayores de 6.',
    'Si tu hogar está en el tramo 40, puede que ya lo recibas de forma automática: revísalo en ChileAtiende.',
  ],
  whenPaid: 'Todos los meses, desde el mes siguiente a su aprobación en la municipalidad. Se pide todo el año.',
  officialUrl: 'https://www.chileatiende.gob.cl/buscar?query=subsidio+familiar',
  criteria: [
    {
      fact: 'hasSocialSecurity',
      op: 'is',
      value: false,
      reason: 'El Subsidio Familiar es para personas sin previsión social; con previsión corresponde la Asignación Familiar.',
      need: 'Nos falta saber si tienes previsión social.',
      met: 'No tienes previsión social.',
    },
    {
      fact: 'rshTramo',
      op: 'lte',
      value: 3,
      reason: 'El Subsidio Familiar es para hogares hasta el tramo 60 del Registro Social de Hogares.',
      need: rshTramoNeed,
      met: 'Tu hogar está en el tramo 60 o menos.',
    },
    hasCargas,
  ],
} as const;

// ---------------------------------------------------------------------------------------
// Asignación Familiar (DFL 150)
// ---------------------------------------------------------------------------------------

const asignacionBrackets = (limits: readonly [number, number, number], amounts: readonly [number, number, number]): IncomeBracket[] => [
  { name: 'Tramo A', upTo: limits[0], perCarga: amounts[0] },
  { name: 'Tramo B', upTo: limits[1], perCarga: amounts[1] },
  { name: 'Tramo C', upTo: limits[2], perCarga: amounts[2] },
];

const asignacionCriteria = (incomeLimit: number): Criterion[] => [
  {
    fact: 'hasSocialSecurity',
    op: 'is',
    value: true,
    reason: 'La Asignación Familiar es para trabajadores con previsión social y pensionados; sin previsión corresponde el Subsidio Familiar.',
    need: 'Nos falta saber si tienes previsión social.',
    met: 'Tienes previsión social.',
  },
  hasCargas,
  {
    fact: 'monthlyIncome',
    op: 'lte',
    value: incomeLimit,
    reason: `Tu ingreso mensual supera ${formatClp(incomeLimit)}, el límite de la Asignación Familiar.`,
    need: 'Nos falta saber tu ingreso mensual.',
    met: `Tu ingreso mensual es de hasta ${formatClp(incomeLimit)}.`,
  },
];

const asignacionBase = {
  id: 'asignacion-familiar',
  name: 'Asignación Familiar',
  summary: 'Un pago mensual por cada carga familiar reconocida, para trabajadores con previsión y pensionados. El monto depende de tu ingreso.',
  frequency: 'mensual',
  howToClaim: [
    'Si trabajas con contrato, pide a tu empleador que reconozca tus cargas: se paga junto con tu sueldo.',
    'Si eres pensionada o pensionado, pídela en la entidad que te paga la pensión (AFP o IPS).',
    'Si trabajas de forma independiente, consulta en ChileAtiende cómo reconocer tus cargas.',
    'Ten a mano el certificado de nacimiento de cada carga, y el de alumno regular si tiene entre 18 y 24 años.',
  ],
  whenPaid: 'Todos los meses, junto con tu sueldo o tu pensión.',
  officialUrl: 'https://www.dt.gob.cl/portal/1628/w3-article-85651.html',
} as const;

const dtAsignacionSource = {
  name: 'Dirección del Trabajo: ¿Cuál es el valor de la asignación familiar?',
  url: 'https://www.dt.gob.cl/portal/1628/w3-article-85651.html',
  checkedOn: CHECKED_ON,
  confidence: 'alta' as const,
};

export const aporteVersions: readonly BenefitVersion[] = [
  {
    ...aporteBase,
    validFrom: '2025-02-01',
    amountPeriod: 'Monto pagado en 2025',
    validTo: '2026-01-31',
    amount: { kind: 'perCarga', value: 64_574, perFamilyWithoutCargas: true },
    source: {
      name: 'Superintendencia de Seguridad Social (informado por La Tercera)',
      url: 'https://latercera.com/pulso/noticia/suseso-informa-incremento-del-exbono-marzo-para-este-ano/BVDS2PZ2DNCZ5OF3LTFJFFLBLE/',
      checkedOn: CHECKED_ON,
  confidence: 'media',
      note: '$64.574 desde el 1 de febrero de 2025. aportefamiliar.cl no se pudo consultar.',
    },
    criteria: aporteCriteria(1_335_450),
  },
  {
    ...aporteBase,
    validFrom: '2026-02-01',
    officialUrl: officialPages.aporteFamiliarPermanente,
    amountPeriod: 'Monto pagado en 2026 (febrero–marzo)',
    validTo: null,
    amount: { kind: 'perCarga', value: 66_834, perFamilyWithoutCargas: true },
    source: {
      name: 'Superintendencia de Seguridad Social (informado por Meganoticias, 19-01-2026)',
      url: 'https://www.meganoticias.cl/dato-util/512387-cuantos-pagos-habra-aporte-familiar-permanente-aumento-1ab-dcv-19-1-2026.html',
      checkedOn: CHECKED_ON,
  confidence: 'media',
      note: '$66.834 en 2026 (reajuste por IPC). aportefamiliar.cl no se pudo consultar.',
    },
    criteria: aporteCriteria(1_439_668),
  },
];

export const subsidioFamiliarVersions: readonly BenefitVersion[] = [
  {
    ...subsidioFamiliarBase,
    validFrom: '2024-07-01',
    amountPeriod: 'Monto de julio de 2024 a junio de 2025',
    validTo: '2025-06-30',
    amount: { kind: 'perCarga', value: 21_243, disabledValue: 42_486 },
    source: {
      name: 'ChileAtiende, Subsidio Familiar (confirmado en prensa)',
      url: 'https://www.chileatiende.gob.cl',
      checkedOn: CHECKED_ON,
  confidence: 'baja',
      note: 'Monto de la Ley 21.685 desde el 1 de julio de 2024. La ficha de ChileAtiende no se pudo abrir.',
    },
    criteria: subsidioFamiliarBase.criteria,
  },
  {
    ...subsidioFamiliarBase,
    validFrom: '2025-07-01',
    officialUrl: officialPages.subsidioFamiliar,
    amountPeriod: 'Monto desde julio de 2025, vigente en 2026',
    validTo: null,
    amount: { kind: 'perCarga', value: 22_007, disabledValue: 44_014 },
    source: {
      name: 'ChileAtiende, citado por Meganoticias (05-02-2026)',
      url: 'https://www.meganoticias.cl/dato-util/513900-subsidio-familiar-quienes-reciben-el-monto-duplicado-1ab-dcv-5-2-2026.html',
      checkedOn: CHECKED_ON,
  confidence: 'media',
      note: 'Monto $22.007 ($44.014 con discapacidad). No verificado: la fecha de inicio; se supone el 1 de julio de 2025, con la Ley 21.751.',
    },
    criteria: subsidioFamiliarBase.criteria,
  },
];

export const asignacionFamiliarVersions: readonly BenefitVersion[] = [
  {
    ...asignacionBase,
    validFrom: '2024-07-01',
    amountPeriod: 'Montos y tramos de julio de 2024 a junio de 2025',
    validTo: '2025-06-30',
    amount: { kind: 'incomeBrackets', brackets: asignacionBrackets([586_227, 856_247, 1_335_450], [21_243, 13_036, 4_119]) },
    source: { ...dtAsignacionSource, note: 'Tramos desde el 01-07-2024 (Ley 21.685, DS 727 de Hacienda).' },
    criteria: asignacionCriteria(1_335_450),
  },
  {
    ...asignacionBase,
    validFrom: '2025-07-01',
    amountPeriod: 'Montos de julio a diciembre de 2025',
    validTo: '2025-12-31',
    amount: { kind: 'incomeBrackets', brackets: asignacionBrackets([620_251, 905_941, 1_412_957], [22_007, 13_505, 4_267]) },
    source: {
      ...dtAsignacionSource,
      note: 'Montos por carga verificados (los mismos de enero de 2026, Ley 21.751). No verificados en fuente oficial: los límites de ingreso de julio a diciembre de 2025.',
    },
    criteria: asignacionCriteria(1_412_957),
  },
  {
    ...asignacionBase,
    validFrom: '2026-01-01',
    amountPeriod: 'Montos y tramos desde el 1 de enero de 2026',
    validTo: null,
    amount: { kind: 'incomeBrackets', brackets: asignacionBrackets([631_976, 923_067, 1_439_668], [22_007, 13_505, 4_267]) },
    source: {
      ...dtAsignacionSource,
      checkedOn: '2026-11-27',
      note: 'Tramos desde el 1 de enero de 2026 (Ley 21.751; Decreto 1156 de Hacienda). Tramo C revisado en la página de la Dirección del Trabajo (modificada el 02-01-2026): $4.267 por carga con ingreso sobre $923.067 y hasta $1.439.668; sobre eso, nada.',
    },
    criteria: asignacionCriteria(1_439_668),
  },
];
