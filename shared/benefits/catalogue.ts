import { formatClp } from './format';
import type { BenefitVersion, Criterion, IncomeBracket, UnclaimedMoneyBlock } from './types';

/**
 * The benefits catalogue as versioned data. A benefit id may have several versions; the
 * evaluator uses the one valid on the day. To update a figure, close the current version
 * (`validTo`) and add a new one with its source; never edit a past version.
 * Figures were checked on CHECKED_ON; each `source.note` says what could not be verified.
 */
const CHECKED_ON = '2026-11-21';

const hasCargas: Criterion = {
  fact: 'cargas',
  op: 'gte',
  value: 1,
  reason: 'Necesitas tener al menos una carga familiar reconocida.',
  need: 'Nos falta saber cuántas cargas familiares tienes.',
  met: 'Tienes cargas familiares reconocidas.',
};

const inSeguridadesOportunidades: Criterion = {
  fact: 'inSeguridadesOportunidades',
  op: 'is',
  value: true,
  reason: 'Tu familia no participa en Chile Solidario ni en Seguridades y Oportunidades.',
  need: 'Nos falta saber si tu familia participa en Chile Solidario o en Seguridades y Oportunidades.',
  met: 'Tu familia participa en Chile Solidario o en Seguridades y Oportunidades.',
};

const rshTramoNeed = 'Nos falta saber tu tramo del Registro Social de Hogares.';

// ---------------------------------------------------------------------------------------
// Pensión Garantizada Universal (Ley 21.419; raised by age band by Ley 21.735)
// ---------------------------------------------------------------------------------------

const pguCriteria = (pensionSuperior: number): Criterion[] => [
  {
    fact: 'age',
    op: 'gte',
    value: 65,
    reason: 'La PGU es para personas de 65 años o más.',
    need: 'Nos falta tu fecha de nacimiento para saber tu edad.',
    met: 'Tienes 65 años o más.',
  },
  {
    fact: 'rshTramo',
    op: 'lte',
    value: 6,
    reason: 'La PGU no es para el 10 % de mayores ingresos, y se evalúa con los datos del Registro Social de Hogares.',
    need: rshTramoNeed,
    met: 'No estás en el 10 % de mayores ingresos.',
  },
  {
    fact: 'yearsResidentInChile',
    op: 'gte',
    value: 20,
    reason: 'La PGU pide haber vivido al menos 20 años en Chile desde los 20 años de edad.',
    need: 'Nos falta saber cuántos años has vivido en Chile.',
    met: 'Has vivido al menos 20 años en Chile.',
  },
  {
    anyOf: [
      {
        fact: 'isPensioner',
        op: 'is',
        value: false,
        reason: 'Recibes otra pensión.',
        need: 'Nos falta saber si recibes alguna pensión.',
        met: 'No recibes otra pensión.',
      },
      {
        fact: 'pensionAmount',
        op: 'lt',
        value: pensionSuperior,
        reason: `Tu pensión supera ${formatClp(pensionSuperior)}.`,
        need: 'Nos falta saber cuánto recibes de pensión.',
        met: `Tu pensión es menor que ${formatClp(pensionSuperior)}, el límite de la PGU.`,
      },
    ],
    reason: `Tu pensión base supera ${formatClp(pensionSuperior)}, el límite para recibir la PGU.`,
  },
];

const pguSummary = (pensionInferior: number): string =>
  `Un aporte mensual del Estado para personas de 65 años o más, aunque sigan trabajando. El monto completo es para quienes tienen una pensión base de hasta ${formatClp(pensionInferior)}; sobre eso, el monto baja.`;

const pguHowToClaim = [
  'Revisa si cumples los requisitos en ChileAtiende con tu RUT y tu fecha de nacimiento.',
  'Solicítala en línea en ChileAtiende con tu ClaveÚnica, por videoatención o llamando al 101.',
  'También puedes pedirla en una sucursal ChileAtiende con tu cédula de identidad, en tu AFP o en tu municipio si tiene convenio con el IPS.',
  'Mantén al día tu Registro Social de Hogares: de ahí salen datos para evaluarte.',
];

const pguBase = {
  id: 'pgu',
  name: 'Pensión Garantizada Universal (PGU)',
  frequency: 'mensual',
  howToClaim: pguHowToClaim,
  officialUrl: 'https://www.chileatiende.gob.cl',
} as const;

const pguSource2026 = {
  name: 'Superintendencia de Pensiones, oficio al IPS (informado por La Tercera, 09-01-2026)',
  url: 'https://www.latercera.com/pulso/noticia/pgu-para-personas-beneficiarias-menores-de-82-anos-subira-a-231732-desde-febrero/',
  checkedOn: CHECKED_ON,
};

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
  officialUrl: 'https://www.aportefamiliar.cl',
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
  officialUrl: 'https://www.chileatiende.gob.cl',
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
  officialUrl: 'https://www.dt.gob.cl/portal/1628/w3-article-85651.html',
} as const;

const dtAsignacionSource = {
  name: 'Dirección del Trabajo: ¿Cuál es el valor de la asignación familiar?',
  url: 'https://www.dt.gob.cl/portal/1628/w3-article-85651.html',
  checkedOn: CHECKED_ON,
};

// ---------------------------------------------------------------------------------------
// Bolsillo Familiar Electrónico (ended: kept so that it evaluates as no longer in force)
// ---------------------------------------------------------------------------------------

const bolsilloBase = {
  id: 'bolsillo-familiar-electronico',
  name: 'Bolsillo Familiar Electrónico',
  summary: 'Un aporte mensual en la CuentaRUT por cada carga, para comprar alimentos. Se pagó de mayo de 2023 a abril de 2024 y de julio a septiembre de 2024.',
  amount: { kind: 'perCarga', value: 13_500 },
  frequency: 'mensual',
  howToClaim: [
    'Se pagaba de forma automática en la CuentaRUT de BancoEstado; no había que postular.',
    'Si te quedó saldo, sigue disponible: revísalo en la app o el sitio de BancoEstado.',
  ],
  officialUrl: 'https://www.ips.gob.cl',
  criteria: [
    {
      anyOf: [hasCargas, inSeguridadesOportunidades],
      reason: 'Era para familias con cargas de Asignación Familiar o Subsidio Familiar, o en Seguridades y Oportunidades.',
    },
  ],
} as const;

// ---------------------------------------------------------------------------------------
// Bono Invierno (set each year by law; paid in May)
// ---------------------------------------------------------------------------------------

const bonoInviernoCriteria = (pensionLimit: number): Criterion[] => [
  {
    fact: 'age',
    op: 'gte',
    value: 65,
    on: { month: 5, day: 1 },
    reason: 'El Bono Invierno es para personas que tienen 65 años o más al 1 de mayo.',
    need: 'Nos falta tu fecha de nacimiento para saber tu edad.',
    met: 'Tienes 65 años o más al 1 de mayo de este año.',
  },
  {
    anyOf: [
      {
        allOf: [
          {
            fact: 'isPensioner',
            op: 'is',
            value: true,
            reason: 'No recibes una pensión.',
            need: 'Nos falta saber si recibes alguna pensión.',
            met: 'Recibes una pensión.',
          },
          {
            fact: 'pensionAmount',
            op: 'lte',
            value: pensionLimit,
            reason: `Tu pensión supera ${formatClp(pensionLimit)}.`,
            need: 'Nos falta saber cuánto recibes de pensión.',
            met: `Tu pensión, sin contar la PGU, es de hasta ${formatClp(pensionLimit)}.`,
          },
        ],
      },
      {
        allOf: [
          {
            fact: 'isPensioner',
            op: 'is',
            value: false,
            reason: 'Recibes otra pensión.',
            need: 'Nos falta saber si recibes alguna pensión.',
            met: 'No recibes otra pensión: con la PGU sola te corresponde.',
          },
          {
            fact: 'rshTramo',
            op: 'lte',
            value: 6,
            reason: 'No te correspondería la PGU.',
            need: rshTramoNeed,
            met: 'Podrías recibir la PGU.',
          },
        ],
      },
    ],
    reason: `El Bono Invierno es para pensionadas y pensionados con una pensión de hasta ${formatClp(pensionLimit)} (sin contar la PGU), o para quienes reciben solo la PGU.`,
  },
];

const bonoInviernoBase = {
  id: 'bono-invierno',
  name: 'Bono Invierno',
  summary: 'Un pago una vez al año, en mayo, para pensionadas y pensionados de 65 años o más con pensiones bajas o que reciben solo la PGU.',
  frequency: 'anual',
  howToClaim: [
    'No tienes que postular: se paga automáticamente en mayo, junto con tu pensión.',
    'Revisa tu liquidación de pensión de mayo, o consulta en ChileAtiende, en el 101 o en una sucursal.',
    'Si crees que te corresponde y no llegó, contacta a la entidad que te paga la pensión.',
  ],
  officialUrl: 'https://www.chileatiende.gob.cl/fichas/39484-bono-de-invierno',
} as const;

// ---------------------------------------------------------------------------------------
// Subsidio Eléctrico (Ley 21.667; one call at a time)
// ---------------------------------------------------------------------------------------

const subsidioElectricoBase = {
  id: 'subsidio-electrico',
  name: 'Subsidio Eléctrico',
  summary:
    'Un descuento en tus boletas de luz durante un semestre, para hogares del tramo 40 del Registro Social de Hogares o con una persona electrodependiente. Se postula en cada convocatoria.',
  frequency: 'por convocatoria',
  howToClaim: [
    'Se postula en cada convocatoria, en las fechas que publica el Ministerio de Energía en subsidioelectrico.cl.',
    'Postula en línea con tu ClaveÚnica, en una sucursal ChileAtiende o llamando al 101.',
    'Ten a mano el número de cliente de tu boleta de luz, y mantén las cuentas al día o con un convenio de pago vigente.',
    'No se paga en dinero: se descuenta de tus boletas de luz durante el semestre.',
  ],
  officialUrl: 'https://www.subsidioelectrico.cl',
  criteria: [
    {
      fact: 'isResidentialElectricityCustomer',
      op: 'is',
      value: true,
      reason: 'Necesitas un número de cliente residencial de la luz, como dueña, dueño o arrendatario.',
      need: 'Nos falta saber si tienes un número de cliente de la luz para tu casa.',
      met: 'Tienes un número de cliente residencial de la luz.',
    },
    {
      fact: 'inRsh',
      op: 'is',
      value: true,
      reason: 'Necesitas estar en el Registro Social de Hogares.',
      need: 'Nos falta saber si estás en el Registro Social de Hogares.',
      met: 'Estás en el Registro Social de Hogares.',
    },
    {
      anyOf: [
        {
          fact: 'rshTramo',
          op: 'lte',
          value: 1,
          reason: 'Tu hogar está sobre el tramo 40.',
          need: rshTramoNeed,
          met: 'Tu hogar está en el tramo 40.',
        },
        {
          fact: 'isElectroDependent',
          op: 'is',
          value: true,
          reason: 'Nadie en tu hogar es electrodependiente.',
          need: 'Nos falta saber si alguien en tu hogar es electrodependiente.',
          met: 'En tu hogar hay una persona electrodependiente, así que el tramo no importa.',
        },
      ],
      reason: 'Es para hogares del tramo 40 del Registro Social de Hogares, o con una persona electrodependiente en cualquier tramo.',
    },
  ],
} as const;

export const benefitCatalogue: readonly BenefitVersion[] = [
  {
    ...pguBase,
    summary: pguSummary(762_822),
    validFrom: '2025-02-01',
    validTo: '2025-08-31',
    amount: { kind: 'byAge', bands: [{ from: 65, value: 224_004 }] },
    source: { ...pguSource2026, note: 'Monto $224.004 y pensión superior $1.210.828 vigentes de febrero de 2025 a enero de 2026.' },
    criteria: pguCriteria(1_210_828),
  },
  {
    ...pguBase,
    summary: pguSummary(762_822),
    validFrom: '2025-09-01',
    validTo: '2026-01-31',
    amount: {
      kind: 'byAge',
      bands: [
        { from: 82, value: 250_000 },
        { from: 65, value: 224_004 },
      ],
    },
    source: { ...pguSource2026, note: 'Ley 21.735: $250.000 desde septiembre de 2025 para personas de 82 años o más.' },
    criteria: pguCriteria(1_210_828),
  },
  {
    ...pguBase,
    summary: pguSummary(789_139),
    validFrom: '2026-02-01',
    validTo: '2026-08-31',
    amount: {
      kind: 'byAge',
      bands: [
        { from: 82, value: 250_275 },
        { from: 65, value: 231_732 },
      ],
    },
    source: { ...pguSource2026, note: 'Reajuste de febrero de 2026: PGU $231.732, 82 años o más $250.275, pensión inferior $789.139, pensión superior $1.252.602.' },
    criteria: pguCriteria(1_252_602),
  },
  {
    ...pguBase,
    summary: pguSummary(789_139),
    validFrom: '2026-09-01',
    validTo: '2027-08-31',
    amount: {
      kind: 'byAge',
      bands: [
        { from: 75, value: 250_275 },
        { from: 65, value: 231_732 },
      ],
    },
    source: {
      ...pguSource2026,
      note: 'Ley 21.735 extiende el monto mayor a los 75 años desde septiembre de 2026. No verificado: la cifra exacta para 75 a 81 años; se usa la de 82 años o más ($250.275).',
    },
    criteria: pguCriteria(1_252_602),
  },
  {
    ...pguBase,
    summary: pguSummary(789_139),
    validFrom: '2027-09-01',
    validTo: null,
    amount: { kind: 'byAge', bands: [{ from: 65, value: 250_275 }] },
    source: {
      ...pguSource2026,
      note: 'Ley 21.735 extiende el monto mayor a los 65 años desde septiembre de 2027. No verificado: la cifra reajustada; se usa $250.275.',
    },
    criteria: pguCriteria(1_252_602),
  },
  {
    ...aporteBase,
    validFrom: '2025-02-01',
    validTo: '2026-01-31',
    amount: { kind: 'perCarga', value: 64_574, perFamilyWithoutCargas: true },
    source: {
      name: 'Superintendencia de Seguridad Social (informado por La Tercera)',
      url: 'https://latercera.com/pulso/noticia/suseso-informa-incremento-del-exbono-marzo-para-este-ano/BVDS2PZ2DNCZ5OF3LTFJFFLBLE/',
      checkedOn: CHECKED_ON,
      note: '$64.574 desde el 1 de febrero de 2025. aportefamiliar.cl no se pudo consultar.',
    },
    criteria: aporteCriteria(1_335_450),
  },
  {
    ...aporteBase,
    validFrom: '2026-02-01',
    validTo: null,
    amount: { kind: 'perCarga', value: 66_834, perFamilyWithoutCargas: true },
    source: {
      name: 'Superintendencia de Seguridad Social (informado por Meganoticias, 19-01-2026)',
      url: 'https://www.meganoticias.cl/dato-util/512387-cuantos-pagos-habra-aporte-familiar-permanente-aumento-1ab-dcv-19-1-2026.html',
      checkedOn: CHECKED_ON,
      note: '$66.834 en 2026 (reajuste por IPC). aportefamiliar.cl no se pudo consultar.',
    },
    criteria: aporteCriteria(1_439_668),
  },
  {
    ...subsidioFamiliarBase,
    validFrom: '2024-07-01',
    validTo: '2025-06-30',
    amount: { kind: 'perCarga', value: 21_243, disabledValue: 42_486 },
    source: {
      name: 'ChileAtiende, Subsidio Familiar (según benefits-sources.md; confirmado en prensa)',
      url: 'https://www.chileatiende.gob.cl',
      checkedOn: CHECKED_ON,
      note: 'Monto de la Ley 21.685 desde el 1 de julio de 2024. La ficha de ChileAtiende no se pudo abrir.',
    },
    criteria: subsidioFamiliarBase.criteria,
  },
  {
    ...subsidioFamiliarBase,
    validFrom: '2025-07-01',
    validTo: null,
    amount: { kind: 'perCarga', value: 22_007, disabledValue: 44_014 },
    source: {
      name: 'ChileAtiende, citado por Meganoticias (05-02-2026)',
      url: 'https://www.meganoticias.cl/dato-util/513900-subsidio-familiar-quienes-reciben-el-monto-duplicado-1ab-dcv-5-2-2026.html',
      checkedOn: CHECKED_ON,
      note: 'Monto $22.007 ($44.014 con discapacidad). No verificado: la fecha de inicio; se supone el 1 de julio de 2025, con la Ley 21.751.',
    },
    criteria: subsidioFamiliarBase.criteria,
  },
  {
    ...asignacionBase,
    validFrom: '2024-07-01',
    validTo: '2025-06-30',
    amount: { kind: 'incomeBrackets', brackets: asignacionBrackets([586_227, 856_247, 1_335_450], [21_243, 13_036, 4_119]) },
    source: { ...dtAsignacionSource, note: 'Tramos desde el 01-07-2024 (Ley 21.685, DS 727 de Hacienda).' },
    criteria: asignacionCriteria(1_335_450),
  },
  {
    ...asignacionBase,
    validFrom: '2025-07-01',
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
    validTo: null,
    amount: { kind: 'incomeBrackets', brackets: asignacionBrackets([631_976, 923_067, 1_439_668], [22_007, 13_505, 4_267]) },
    source: { ...dtAsignacionSource, note: 'Tramos desde el 1 de enero de 2026 (Ley 21.751; Decreto 1156 de Hacienda).' },
    criteria: asignacionCriteria(1_439_668),
  },
  {
    ...bolsilloBase,
    validFrom: '2023-05-01',
    validTo: '2024-04-30',
    source: {
      name: 'Mega: último pago del Bolsillo Familiar Electrónico (abril de 2024)',
      url: 'https://mega.cl/mega-te-ayuda/168328-bolsillo-familiar-electronico-consultar-con-rut-ultimo-pago.html',
      checkedOn: CHECKED_ON,
    },
  },
  {
    ...bolsilloBase,
    validFrom: '2024-07-01',
    validTo: '2024-09-30',
    source: {
      name: 'BioBioChile: último pago del Bolsillo Familiar Electrónico (septiembre de 2024)',
      url: 'https://biobiochile.cl/noticias/servicios/toma-nota/2024/08/19/amp/cuando-es-el-ultimo-pago-del-bolsillo-familiar-electronico-beneficio-esta-proximo-a-culminar.shtml',
      checkedOn: CHECKED_ON,
      note: 'Reactivado en julio, agosto y septiembre de 2024 (Ley 21.685). No se encontró un nuevo pago desde octubre de 2024.',
    },
  },
  {
    ...bonoInviernoBase,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    amount: { kind: 'fixed', value: 81_257 },
    source: {
      name: 'IPS, citado por Radio Universidad de Chile (05-05-2025)',
      url: 'https://radio.uchile.cl/2025/05/05/bono-invierno-2025-cuando-inicia-el-pago-y-quienes-lo-reciben/',
      checkedOn: CHECKED_ON,
      note: '$81.257 en mayo de 2025, para pensiones de hasta $222.475. ips.gob.cl no se pudo consultar.',
    },
    criteria: bonoInviernoCriteria(222_475),
  },
  {
    ...bonoInviernoBase,
    validFrom: '2026-01-01',
    validTo: null,
    amount: { kind: 'fixed', value: 81_257 },
    source: {
      name: 'IPS, citado por Chilevisión (24-02-2026)',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/bono-de-invierno-2026-cuales-son-los-requisitos-para-obtenerlo-y-como',
      checkedOn: CHECKED_ON,
      note: '$81.257 en mayo de 2026, para pensiones de hasta $231.440 (pensión mínima de vejez de 75 años o más). Solo prensa; ips.gob.cl no se pudo consultar.',
    },
    criteria: bonoInviernoCriteria(231_440),
  },
  {
    ...subsidioElectricoBase,
    validFrom: '2025-11-25',
    validTo: null,
    amount: {
      kind: 'byHouseholdSize',
      bands: [
        { from: 1, to: 1, value: 30_270 },
        { from: 2, to: 3, value: 39_348 },
        { from: 4, to: null, value: 54_486 },
      ],
    },
    source: {
      name: 'Cuarta convocatoria (primer semestre de 2026), informada por CNN Chile',
      url: 'https://www.cnnchile.com/servicios/comenzo-la-cuarta-convocatoria-al-subsidio-electrico-postula-aqui_20251125/',
      checkedOn: CHECKED_ON,
      note: 'Montos totales del semestre. subsidioelectrico.cl no se pudo consultar; no se encontraron cifras de una convocatoria posterior.',
    },
  },
];

/** The "Dinero a tu nombre" block: not a rule, just where to look for money already yours. */
export const unclaimedMoney: UnclaimedMoneyBlock = {
  title: 'Dinero a tu nombre',
  explanation: [
    'Puede que tengas dinero olvidado en un banco o una cooperativa: cuentas, depósitos o vales vista que no han tenido movimiento en 2 años. Se llaman acreencias bancarias.',
    'Cada marzo se publica en el Diario Oficial la lista de acreencias de más de 5 UF. Los montos entre 1 y 5 UF se consultan directamente en cada banco.',
    'Tienes 3 años desde que se arma la lista para cobrarlas. Después, el dinero pasa a la Junta Nacional de Cuerpos de Bomberos y ya no se puede recuperar.',
    'Buscar y cobrar es gratis: si encuentras algo, ve al banco que aparece con tu cédula de identidad.',
  ],
  searches: [
    {
      name: 'Buscador de acreencias bancarias (CMF)',
      description: 'Busca por tu nombre completo o tu apellido si tienes dinero olvidado en bancos, cooperativas o emisores de tarjetas de pago.',
      url: 'https://acreencias.cmfchile.cl/',
      source: {
        name: 'Comisión para el Mercado Financiero (enlace citado por prensa, p. ej. ADN Radio 02-01-2026)',
        url: 'https://www.cmfchile.cl',
        checkedOn: CHECKED_ON,
      },
    },
    {
      name: 'Dinero depositado a tu nombre en la Tesorería (TGR)',
      description: 'Si alguien consignó dinero a tu favor en la Tesorería General de la República, puedes pedir que te lo devuelvan. Tienes 3 años para retirarlo.',
      url: 'https://chileatiende.gob.cl/fichas/4360-devolucion-de-dinero-depositado-en-arcas-fiscales-por-ofertas-de-pagos-o-consignaciones',
      source: {
        name: 'ChileAtiende, ficha 4360',
        url: 'https://chileatiende.gob.cl/fichas/4360-devolucion-de-dinero-depositado-en-arcas-fiscales-por-ofertas-de-pagos-o-consignaciones',
        checkedOn: CHECKED_ON,
      },
    },
    {
      name: 'Oficina Virtual de la Tesorería (TGR)',
      description: 'Con tu ClaveÚnica puedes revisar y pedir devoluciones y pagos pendientes de la Tesorería.',
      url: 'https://www.tgr.cl/oficina-virtual-tgr/',
      source: { name: 'Tesorería General de la República', url: 'https://www.tgr.cl/oficina-virtual-tgr/', checkedOn: CHECKED_ON },
    },
  ],
  disclaimer: 'Te mostramos dónde buscar; no revisamos estas bases por ti. También puedes llamar al 101 de ChileAtiende.',
};
