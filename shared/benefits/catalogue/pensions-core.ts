import { formatClp } from '../format';
import type { BenefitVersion, Criterion } from '../types';
import { officialPages } from './links';
import { CHECKED_ON_FIRST as CHECKED_ON, rshTramoNeed } from './shared';

// ---------------------------------------------------------------------------------------
// Pensión Garantizada Universal (Ley 21.419; raised by age band by Ley 21.735)
// ---------------------------------------------------------------------------------------

const pguCriteria = (pensionSuperior: number): Criterion[] => [
  {
    // 64 years and 9 months: the request can be made three months early, and it is paid from the 65th birthday.
    fact: 'ageMonths',
    op: 'gte',
    value: 64 * 12 + 9,
    reason: 'La PGU se puede pedir desde los 64 años y 9 meses, y se paga desde los 65.',
    need: 'Nos falta tu fecha de nacimiento para saber tu edad.',
    met: 'Tienes 64 años y 9 meses o más: ya puedes pedirla (se paga desde los 65).',
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
  whenPaid: 'Todos los meses, junto con tu pensión o en la fecha de pago que te asigne el IPS. Se puede solicitar en cualquier momento del año.',
  officialUrl: 'https://www.chileatiende.gob.cl/buscar?query=pension+garantizada+universal',
} as const;

const pguSource2026 = {
  name: 'Superintendencia de Pensiones, oficio al IPS (informado por La Tercera, 09-01-2026)',
  url: 'https://www.latercera.com/pulso/noticia/pgu-para-personas-beneficiarias-menores-de-82-anos-subira-a-231732-desde-febrero/',
  checkedOn: CHECKED_ON,
  confidence: 'media' as const,
};

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
          {
            // The PGU alone: only for whoever can have it, 20 years in Chile since the age of 20 among its requirements.
            fact: 'yearsResidentInChile',
            op: 'gte',
            value: 20,
            reason: 'No te correspondería la PGU: pide 20 años en Chile desde los 20.',
            need: 'Nos falta saber cuántos años has vivido en Chile.',
            met: 'Has vivido al menos 20 años en Chile, como pide la PGU.',
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
  whenPaid: 'En mayo de cada año, junto con la pensión. No se postula.',
  officialUrl: 'https://www.chileatiende.gob.cl/fichas/39484-bono-de-invierno',
  // Paid in May to whoever qualifies on 1 May.
  qualifyingDay: { month: 5, day: 1 },
} as const;

export const pguVersions: readonly BenefitVersion[] = [
  {
    ...pguBase,
    summary: pguSummary(762_822),
    validFrom: '2025-02-01',
    amountPeriod: 'Monto de febrero de 2025 a agosto de 2025',
    validTo: '2025-08-31',
    amount: { kind: 'byAge', bands: [{ from: 65, value: 224_004 }] },
    source: { ...pguSource2026, note: 'Monto $224.004 y pensión superior $1.210.828 vigentes de febrero de 2025 a enero de 2026.' },
    criteria: pguCriteria(1_210_828),
  },
  {
    ...pguBase,
    summary: pguSummary(762_822),
    validFrom: '2025-09-01',
    amountPeriod: 'Monto de septiembre de 2025 a enero de 2026',
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
    amountPeriod: 'Monto desde el 1 de febrero de 2026 (reajuste anual)',
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
    officialUrl: officialPages.pgu,
    amountPeriod: 'Monto desde el 1 de septiembre de 2026, según la edad',
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
    officialUrl: officialPages.pgu,
    amountPeriod: 'Monto desde el 1 de septiembre de 2027 (Ley 21.735: 65 años o más); cifra por confirmar',
    validTo: null,
    amount: { kind: 'byAge', bands: [{ from: 65, value: 250_275 }] },
    source: {
      ...pguSource2026,
      note: 'Ley 21.735 extiende el monto mayor a los 65 años desde septiembre de 2027. No verificado: la cifra reajustada; se usa $250.275.',
    },
    criteria: pguCriteria(1_252_602),
  },
];

export const bonoInviernoVersions: readonly BenefitVersion[] = [
  {
    ...bonoInviernoBase,
    validFrom: '2025-01-01',
    amountPeriod: 'Monto pagado en mayo de 2025',
    validTo: '2025-12-31',
    amount: { kind: 'fixed', value: 81_257 },
    source: {
      name: 'IPS, citado por Radio Universidad de Chile (05-05-2025)',
      url: 'https://radio.uchile.cl/2025/05/05/bono-invierno-2025-cuando-inicia-el-pago-y-quienes-lo-reciben/',
      checkedOn: CHECKED_ON,
  confidence: 'media',
      note: '$81.257 en mayo de 2025, para pensiones de hasta $222.475. ips.gob.cl no se pudo consultar.',
    },
    criteria: bonoInviernoCriteria(222_475),
  },
  {
    ...bonoInviernoBase,
    validFrom: '2026-01-01',
    amountPeriod: 'Monto pagado en mayo de 2026',
    validTo: null,
    amount: { kind: 'fixed', value: 81_257 },
    source: {
      name: 'IPS, citado por Chilevisión (24-02-2026)',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/bono-de-invierno-2026-cuales-son-los-requisitos-para-obtenerlo-y-como',
      checkedOn: CHECKED_ON,
  confidence: 'media',
      note: '$81.257 en mayo de 2026, para pensiones de hasta $231.440 (pensión mínima de vejez de 75 años o más). Solo prensa; ips.gob.cl no se pudo consultar.',
    },
    criteria: bonoInviernoCriteria(231_440),
  },
];
