import { arriendoCall, arriendoIncomeBand } from './households';
import type { BenefitVersion } from '../types';
import { officialPages } from './links';
import { ageAtLeast, CHECKED_ON, fact, inSeguridadesOportunidades, tramoAtMost } from './shared';

/** UF of January 2026, used to state UF amounts in pesos. */
const UF_JANUARY_2026 = 39_762;

const paidFuneral = fact('paidFuneral', true, {
  reason: 'Es para quien pagó el funeral de una persona fallecida.',
  need: 'Nos falta saber si pagaste el funeral de un familiar.',
  met: 'Pagaste el funeral de un familiar.',
});

const afpNeed = 'Nos falta saber si la persona fallecida estaba en una AFP o recibía la PGU.';

export const housingAndDeathVersions: readonly BenefitVersion[] = [
  {
    id: 'subsidio-agua-potable',
    name: 'Subsidio al Pago del Agua Potable (SAP)',
    summary: 'La municipalidad paga una parte de tu cuenta de agua potable y alcantarillado, hasta cierto consumo, si el agua pesa mucho en el presupuesto de tu hogar.',
    validFrom: '2024-01-01',
    validTo: null,
    amount: {
      kind: 'variable',
      description: 'Entre el 25 % y el 85 % de la cuenta de agua hasta 13–15 m³ al mes; el 100 % para familias de Seguridades y Oportunidades.',
    },
    amountPeriod: 'Porcentajes vigentes en 2025–2026 (Ley 18.778)',
    frequency: 'mensual',
    whenPaid: 'Se postula todo el año en la municipalidad; el descuento dura 3 años y se puede renovar.',
    howToClaim: [
      'Ve a tu municipalidad con la última boleta del agua pagada: basta para iniciar la postulación.',
      'Debes estar al día con la empresa de agua (o tener un convenio de pago) y en el Registro Social de Hogares.',
      'Postula la jefa o jefe de hogar: propietario, arrendatario (si el dueño no vive ahí), usufructuario o allegado externo.',
    ],
    officialUrl: officialPages.subsidioAguaPotable,
    source: {
      name: 'ChileAtiende y Ministerio de Desarrollo Social, citados por La Nación (24-09-2025)',
      url: 'https://www.lanacion.cl/subsidio-al-pago-de-agua-potable-quienes-pueden-postular-al-beneficio-que-cubre-hasta-el-85-de-la-cuenta/',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'No hay un tramo fijo del RSH: la municipalidad evalúa si la cuenta supera el 3 % a 5 % de los ingresos. Usamos el tramo 60 como aproximación.',
    },
    criteria: [
      fact('inRsh', true, {
        reason: 'Necesitas estar en el Registro Social de Hogares.',
        need: 'Nos falta saber si estás en el Registro Social de Hogares.',
        met: 'Estás en el Registro Social de Hogares.',
      }),
      {
        anyOf: [inSeguridadesOportunidades, tramoAtMost(3, 'El SAP')],
        reason: 'Se prioriza a hogares vulnerables (lo aproximamos con el tramo 60) y a familias de Seguridades y Oportunidades.',
      },
    ],
  },
  {
    id: 'subsidio-arriendo',
    name: 'Subsidio de Arriendo (DS 52, Minvu)',
    summary: 'Un aporte mensual para pagar parte del arriendo, de hasta 170 UF en total durante hasta 8 años, para familias del 70 % más vulnerable que pueden pagar el resto.',
    validFrom: '2025-01-01',
    validTo: null,
    amount: { kind: 'range', min: 1, max: Math.round(4.2 * UF_JANUARY_2026) },
    amountPeriod: 'Hasta 4,2 UF al mes (unos $167.000 con la UF de enero de 2026); más en algunas regiones',
    frequency: 'mensual',
    whenPaid: `${arriendoCall} El subsidio se paga mes a mes al arrendador.`,
    howToClaim: [
      'Abre una cuenta de ahorro para la vivienda y deposita al menos 4 UF un mes antes de postular.',
      'Postula en línea en el sitio de arriendo del Minvu con tu ClaveÚnica, durante un llamado abierto.',
      'Postula con tu núcleo familiar (cónyuge, conviviente o hijos); desde los 60 años puedes postular sola o solo.',
    ],
    officialUrl: officialPages.subsidioArriendo,
    source: {
      name: 'Minvu y Ventanilla Única Social, citados por Chilevisión (06-12-2025 y 03-11-2025)',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/subsidio-de-arriendo-revisa-los-requisitos-clave-para-postular-al',
      checkedOn: '2026-12-07',
      confidence: 'media',
      note: 'Ingreso familiar de 7 a 25 UF (8 UF más por persona sobre 3) y 4 UF de ahorro. El llamado de 2025 fue del 07-10-2025 al 14-11-2025 (Minvu, citado por Radio Polar); no se encontró uno de 2026 al revisar el 07-12-2026.',
    },
    applicationWindows: [{ from: '2025-10-07', to: '2025-11-14' }],
    criteria: [
      ageAtLeast(18, 'El Subsidio de Arriendo'),
      fact('isRenting', true, {
        reason: 'Es para quien arrienda o busca una vivienda para arrendar.',
        need: 'Nos falta saber si arriendas.',
        met: 'Arriendas o buscas una vivienda para arrendar.',
      }),
      tramoAtMost(4, 'El Subsidio de Arriendo'),
      {
        anyOf: [
          { fact: 'householdSize', op: 'gte', value: 2, reason: 'Vives sola o solo.', need: 'Nos falta saber cuántas personas viven en tu hogar.', met: 'Postulas con tu familia.' },
          ageAtLeast(60, 'Postular sin familia'),
        ],
        reason: 'Se postula con el núcleo familiar; solo desde los 60 años se puede postular sin él.',
      },
      ...arriendoIncomeBand,
    ],
  },
  {
    id: 'cuota-mortuoria',
    name: 'Cuota mortuoria',
    summary: 'Hasta 15 UF para quien pagó el funeral de una persona afiliada a una AFP o que recibía la PGU.',
    validFrom: '2022-02-01',
    validTo: null,
    amount: { kind: 'fixed', value: 15 * UF_JANUARY_2026 },
    amountPeriod: '15 UF, en pesos con la UF de enero de 2026',
    frequency: 'único',
    whenPaid: 'Se pide después del funeral, sin plazo máximo; se paga una vez.',
    howToClaim: [
      'Pídela en la AFP de la persona fallecida (o en su compañía de seguros si tenía renta vitalicia; en el IPS si recibía la PGU sin AFP).',
      'Lleva el certificado de defunción, la factura del funeral a tu nombre y un documento que pruebe el parentesco.',
      'Si no eras familiar directo, recibes hasta lo que gastaste, con el tope de 15 UF.',
    ],
    officialUrl: officialPages.cuotaMortuoria,
    source: {
      name: 'AFP Capital y AFP Modelo (páginas de la cuota mortuoria); Asociación de AFP citada por La Tercera (09-2024)',
      url: 'https://www.afpcapital.cl/Afiliado/Pensiones/Paginas/Cuota-mortuoria.aspx',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'El monto en UF es fijo por ley; la conversión a pesos usa la UF de enero de 2026 ($39.762).',
    },
    criteria: [paidFuneral, fact('deceasedWasAfpAffiliate', true, { reason: 'La persona no estaba en una AFP ni recibía la PGU.', need: afpNeed, met: 'La persona estaba en una AFP o recibía la PGU.' })],
  },
  {
    id: 'asignacion-por-muerte',
    name: 'Asignación por muerte (IPS)',
    summary: 'Un pago para quien pagó el funeral de una persona no afiliada a una AFP que era pensionada del IPS (ex cajas de previsión), tenía la PBSI, el Subsidio de Discapacidad u otro beneficio del IPS.',
    validFrom: '2024-07-01',
    validTo: null,
    amount: { kind: 'fixed', value: 966_885 },
    amountPeriod: 'Tres ingresos mínimos para fines no remuneracionales, según la cifra informada en septiembre de 2024',
    frequency: 'único',
    whenPaid: 'Se pide después del funeral; se paga una vez.',
    howToClaim: [
      'Pídela en IPS en Línea con tu ClaveÚnica (Asignación por Muerte), con el RUT de la persona fallecida.',
      'Adjunta la factura original de la funeraria y, si pasaron más de 30 días, el certificado de sepultación.',
      'La funeraria también puede pedirla si le cedes el derecho.',
    ],
    officialUrl: officialPages.asignacionPorMuerte,
    source: {
      name: 'IPS, citado por Encancha (14-09-2024)',
      url: 'https://encancha.cl/enlahora/servicios/2024/09/14/ips-entrega-bono-de-960000-asi-puedes-solicitarlo/encanchacl',
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: 'Cifra de 2024; se reajusta con el ingreso mínimo para fines no remuneracionales y no se encontró la de 2026. No preguntamos qué beneficio del IPS tenía la persona.',
    },
    criteria: [paidFuneral, fact('deceasedWasAfpAffiliate', false, { reason: 'La persona estaba en una AFP: corresponde la cuota mortuoria.', need: afpNeed, met: 'La persona no estaba en una AFP.' })],
  },
];
