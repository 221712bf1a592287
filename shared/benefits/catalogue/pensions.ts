import type { BenefitVersion, Criterion } from '../types';
import { officialPages } from './links';
import { ageAtLeast, atLeast, CHECKED_ON, chileAtiendeSearch, fact, isWoman, pbsiCriteria, receivesPbsi, receivesPgu, tramoAtMost } from './shared';

const notPensioner = fact('isPensioner', false, {
  reason: 'La Pensión Básica Solidaria de Invalidez es para quienes no tienen derecho a otra pensión.',
  need: 'Nos falta saber si recibes alguna pensión.',
  met: 'No recibes otra pensión.',
});

const pbsiBase = {
  id: 'pension-basica-solidaria-invalidez',
  name: 'Pensión Básica Solidaria de Invalidez (PBSI)',
  summary: 'Una pensión mensual del Estado para personas de 18 a 64 años con invalidez que no tienen derecho a otra pensión. A los 65 años se pasa a la PGU.',
  frequency: 'mensual',
  whenPaid: 'Todos los meses, en la fecha de pago que asigna el IPS. Se solicita en cualquier momento del año.',
  howToClaim: [
    'Revisa si cumples los requisitos en ChileAtiende con tu RUT y tu fecha de nacimiento.',
    'Solicítala en línea con tu ClaveÚnica, por videoatención o en una sucursal ChileAtiende con tu cédula.',
    'No necesitas tener la invalidez ya declarada: el IPS envía tus antecedentes a una comisión médica.',
  ],
  officialUrl: chileAtiendeSearch('pensión básica solidaria de invalidez'),
  criteria: [...pbsiCriteria, notPensioner],
} as const;

const aguinaldoCriteria: Criterion[] = [
  {
    anyOf: [receivesPgu, receivesPbsi],
    reason: 'Los aguinaldos del IPS son para quienes reciben la PGU o la pensión de invalidez, o una pensión del IPS, Capredena, Dipreca, ISL o mutualidades.',
  },
];

const aguinaldoHowTo = [
  'No tienes que postular: se paga automáticamente junto con tu pensión.',
  'Las cargas familiares acreditadas aumentan el monto, aunque no cobres la Asignación Familiar.',
  'Revisa tu liquidación de pensión o consulta en ChileAtiende o el 101.',
];

const bodasDeOroBase = {
  id: 'bono-bodas-de-oro',
  name: 'Bono Bodas de Oro',
  summary: 'Un pago único para matrimonios que cumplen 50 años de casados, en partes iguales para cada cónyuge.',
  frequency: 'único',
  whenPaid: 'Se solicita dentro del año siguiente al aniversario 50; se paga una vez.',
  howToClaim: [
    'Pídelo por videoatención en ChileAtiende (Bonos y beneficios) o en una sucursal ChileAtiende con hora.',
    'Deben pedirlo ambos cónyuges, con su cédula vigente y la libreta de matrimonio.',
    'Tienen un año de plazo desde que cumplen 50 años de casados.',
  ],
  officialUrl: chileAtiendeSearch('bono bodas de oro'),
  criteria: [
    atLeast('yearsMarried', 50, {
      reason: 'El Bono Bodas de Oro es para matrimonios de 50 años o más.',
      need: 'Nos falta saber cuántos años de matrimonio cumples.',
      met: 'Cumples 50 años de matrimonio.',
    }),
    {
      fact: 'yearsMarried',
      op: 'lte',
      value: 51,
      reason: 'Se pide dentro del año siguiente al aniversario 50; ese plazo ya pasó.',
      need: 'Nos falta saber cuántos años de matrimonio cumples.',
      met: 'Estás dentro del año de plazo para pedirlo.',
    },
    tramoAtMost(5, 'El Bono Bodas de Oro'),
  ],
} as const;

const bodasDeOroVersions: BenefitVersion[] = [
  {
    ...bodasDeOroBase,
    validFrom: '2024-10-01',
    validTo: '2025-09-30',
    amount: { kind: 'fixed', value: 445_352 },
    amountPeriod: 'Monto por matrimonio de octubre de 2024 a septiembre de 2025 ($222.676 para cada cónyuge)',
    source: {
      name: 'Superintendencia de Seguridad Social, citada por Puranoticia (29-10-2025)',
      url: 'https://puranoticia.pnt.cl/nacional/aumenta-el-bono-bodas-de-oro-parejas-recibiran-un-monto-unico-de',
      checkedOn: CHECKED_ON,
      confidence: 'media',
    },
  },
  {
    ...bodasDeOroBase,
    validFrom: '2025-10-01',
    validTo: '2026-09-30',
    amount: { kind: 'fixed', value: 463_166 },
    amountPeriod: 'Monto por matrimonio desde el 1 de octubre de 2025 ($231.583 para cada cónyuge); se reajusta cada octubre por IPC',
    source: {
      name: 'Superintendencia de Seguridad Social, citada por Puranoticia (29-10-2025); ChileAtiende, citado por Meganoticias (20-02-2026)',
      url: 'https://puranoticia.pnt.cl/nacional/aumenta-el-bono-bodas-de-oro-parejas-recibiran-un-monto-unico-de',
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: 'Reajuste de 4,0 % desde el 1-10-2025. No se encontró el monto reajustado de octubre de 2026, que debería ser algo mayor. No preguntamos si conviven ni la residencia (4 de los últimos 5 años).',
    },
  },
  {
    ...bodasDeOroBase,
    validFrom: '2026-10-01',
    validTo: null,
    officialUrl: officialPages.bonoBodasDeOro,
    amount: { kind: 'fixed', value: 482_295 },
    amountPeriod: 'Monto por matrimonio desde el 1 de octubre de 2026 (unos $241.147 para cada cónyuge); se reajusta cada octubre por IPC',
    source: {
      name: 'ChileAtiende, ficha 5369 "Bono Bodas de Oro" (monto desde octubre de 2026)',
      url: officialPages.bonoBodasDeOro,
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: 'Cifra sin confirmar en una segunda fuente; equivale a un reajuste de 4,1 % sobre $463.166, coherente con el reajuste anual por IPC.',
    },
  },
];

export const pensionVersions: readonly BenefitVersion[] = [
  {
    ...pbsiBase,
    validFrom: '2025-09-01',
    validTo: '2026-01-31',
    amount: { kind: 'fixed', value: 250_000 },
    amountPeriod: 'Monto de septiembre de 2025 a enero de 2026 (igualado a la PGU mayor)',
    source: {
      name: 'IPS, citado por Chilevisión (15-10-2025)',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/sube-pension-de-invalidez-mensual-consulta-con-rut-y-requisitos',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'Desde septiembre de 2025 subió de $224.004 a $250.000. Requisitos: 18 a 64 años, 80 % más vulnerable, 5 de los últimos 6 años en Chile (este último no lo preguntamos).',
    },
  },
  {
    ...pbsiBase,
    validFrom: '2026-02-01',
    officialUrl: officialPages.pbsi,
    validTo: null,
    amount: { kind: 'fixed', value: 250_275 },
    amountPeriod: 'Monto desde febrero de 2026 (reajuste anual; supuesto igual a la PGU de 82 años o más)',
    source: {
      name: 'IPS, citado por Chilevisión (15-10-2025); reajuste de la PGU informado por La Tercera (09-01-2026)',
      url: 'https://www.chilevision.cl/noticias/te-ayuda/sube-pension-de-invalidez-mensual-consulta-con-rut-y-requisitos',
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: 'No verificado: la cifra de 2026. Se supone el mismo reajuste que la PGU de 82 años o más ($250.275).',
    },
  },
  {
    id: 'bono-por-hijo',
    name: 'Bono por Hijo',
    summary:
      'Un aporte por cada hija o hijo nacido vivo o adoptado que aumenta la pensión de la madre desde los 65 años: un monto pequeño cada mes, de por vida si recibe la PGU. No se paga de una vez.',
    validFrom: '2009-07-01',
    validTo: null,
    amount: { kind: 'perUnit', fact: 'childrenBorn', unit: 'hija o hijo', value: 2_100 },
    amountPeriod:
      'Estimación: unos $2.100 más de pensión al mes por cada hija o hijo (cálculo publicado en 2016 para un bono de 10 % de 18 ingresos mínimos de 2009); es algo más para quienes cumplen 65 años después, porque el bono gana rentabilidad hasta entonces',
    frequency: 'mensual',
    whenPaid: 'Se suma a la pensión todos los meses desde que se aprueba: de por vida con la PGU; con una pensión de AFP, hasta agotar el bono. Se pide desde los 65 años.',
    howToClaim: [
      'Pídelo en tu AFP al pensionarte, o en ChileAtiende si recibes la PGU o una pensión de sobrevivencia.',
      'Revisa con tu RUT en ChileAtiende si ya lo tienes.',
      'Lleva el certificado de nacimiento de cada hija o hijo (o la sentencia de adopción).',
    ],
    officialUrl: officialPages.bonoPorHijo,
    source: {
      name: 'Biblioteca del Congreso Nacional, Ley Fácil "Reforma previsional: beneficios para mujeres" (el bono se deposita a los 65 años y aumenta la pensión); estimación de la consultora Mónica Titze publicada por Pulso (03-08-2016)',
      url: 'https://www.bcn.cl/leyfacil/recurso/reforma-previsional---beneficios-para-mujeres',
      checkedOn: '2026-12-07',
      confidence: 'baja',
      note: 'El bono (10 % de 18 ingresos mínimos: $297.000 por hija o hijo nacido antes del 1-7-2009, más la rentabilidad del fondo C hasta los 65 años) no se paga en efectivo: se divide en los años de pensión. Pulso estimó $2.100 más al mes por un hijo para quien cumplía 65 en 2016. No encontramos una cifra oficial más reciente; ChileAtiende (citado por Mega) indica que con la PGU se paga de por vida.',
    },
    criteria: [
      isWoman,
      ageAtLeast(65, 'El Bono por Hijo'),
      atLeast('yearsResidentInChile', 20, {
        reason: 'El Bono por Hijo pide 20 años de residencia en Chile desde los 20 años.',
        need: 'Nos falta saber cuántos años has vivido en Chile.',
        met: 'Has vivido al menos 20 años en Chile.',
      }),
      atLeast('childrenBorn', 1, {
        reason: 'Es por cada hija o hijo nacido vivo o adoptado.',
        need: 'Nos falta saber cuántas hijas o hijos has tenido.',
        met: 'Tienes hijas o hijos.',
      }),
      {
        anyOf: [
          fact('isPensioner', true, { reason: 'No recibes una pensión.', need: 'Nos falta saber si recibes alguna pensión.', met: 'Recibes una pensión.' }),
          tramoAtMost(6, 'La PGU'),
        ],
        reason: 'Debes estar pensionada en una AFP o recibir la PGU o una pensión de sobrevivencia.',
      },
    ],
  },
  ...bodasDeOroVersions,
  {
    id: 'aguinaldo-fiestas-patrias',
    name: 'Aguinaldo de Fiestas Patrias para pensionados',
    summary: 'Un pago en septiembre para pensionadas y pensionados del IPS, con PGU o PBSI, más un monto por cada carga.',
    validFrom: '2025-01-01',
    validTo: null,
    amount: { kind: 'basePlusPerCarga', base: 25_280, perCarga: 12_969 },
    amountPeriod: 'Monto de septiembre de 2025; el de septiembre de 2026 no se pudo confirmar',
    frequency: 'anual',
    whenPaid: 'En septiembre, con la pensión, para quienes son pensionados al 31 de agosto.',
    qualifyingDay: { month: 8, day: 31 },
    howToClaim: aguinaldoHowTo,
    officialUrl: officialPages.aguinaldoFiestasPatrias,
    source: {
      name: 'IPS, citado por Puranoticia (04-09-2025) y La Tercera (26-08-2025)',
      url: 'https://puranoticia.pnt.cl/nacional/comenzo-el-pago-del-aguinaldo-de-fiestas-patrias-para-pensionados',
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: '$25.280 más $12.969 por carga en 2025. No se encontró el monto de 2026.',
    },
    criteria: aguinaldoCriteria,
  },
  {
    id: 'aguinaldo-navidad',
    name: 'Aguinaldo de Navidad para pensionados',
    summary: 'Un pago en diciembre para pensionadas y pensionados del IPS, con PGU o PBSI, más un monto por cada carga.',
    validFrom: '2025-01-01',
    validTo: null,
    amount: { kind: 'basePlusPerCarga', base: 29_055, perCarga: 16_415 },
    amountPeriod: 'Monto de diciembre de 2025; el de diciembre de 2026 no se pudo confirmar',
    frequency: 'anual',
    whenPaid: 'En diciembre, con la pensión (IPS desde el día 1; AFP desde mediados de mes), para quienes son pensionados al 30 de noviembre.',
    qualifyingDay: { month: 11, day: 30 },
    howToClaim: aguinaldoHowTo,
    officialUrl: officialPages.aguinaldoNavidad,
    source: {
      name: 'IPS, citado por La Tercera (17-11-2025)',
      url: 'https://www.latercera.com/servicios/noticia/estos-son-los-requisitos-para-recibir-el-aguinaldo-de-navidad-dirigido-a-pensionados-y-los-montos-de-2025/',
      checkedOn: CHECKED_ON,
      confidence: 'baja',
      note: '$29.055 más $16.415 por carga en 2025. El monto de diciembre de 2026 no se había encontrado al 22-11-2026.',
    },
    criteria: aguinaldoCriteria,
  },
  {
    id: 'pension-sobrevivencia',
    name: 'Pensión de sobrevivencia',
    summary: 'Una pensión mensual para la o el cónyuge, conviviente civil, hijas e hijos (y a veces padres) de una persona afiliada o pensionada que falleció.',
    validFrom: '1981-05-01',
    validTo: null,
    amount: {
      kind: 'share',
      fact: 'deceasedMonthlyIncome',
      rate: 0.6,
      description:
        'Un porcentaje de la pensión de referencia de quien falleció: 60 % para cónyuge o conviviente civil sin hijos con derecho a pensión, 50 % con hijos, 15 % por cada hija o hijo.',
    },
    amountPeriod: 'Estimación: hasta el 60 % de la pensión (o del 70 % del sueldo promedio) de quien falleció, según los porcentajes del DL 3.500 vigentes en 2026',
    frequency: 'mensual',
    whenPaid: 'Todos los meses, desde que se aprueba. Se pide en cualquier momento.',
    howToClaim: [
      'Pídela en la AFP de la persona fallecida, en su compañía de seguros o en una sucursal ChileAtiende (IPS, si cotizaba en las ex cajas).',
      'Lleva tu cédula, el certificado de defunción y los documentos que prueban el vínculo (matrimonio, unión civil o nacimiento).',
      'Las hijas e hijos de 18 a 24 años necesitan su certificado de estudios.',
    ],
    officialUrl: chileAtiendeSearch('pensión de sobrevivencia'),
    source: {
      name: 'ChileAtiende y Superintendencia de Pensiones, citados por Mega y RedGol; porcentajes del DL 3.500 en la tabla de la Asociación de AFP',
      url: 'https://mega.cl/amp/mega-te-ayuda/157943-solicitar-pension-de-sobrevivencia-requisitos-1ab.html',
      checkedOn: '2026-12-07',
      confidence: 'media',
      note: 'Porcentajes de la pensión de referencia (DL 3.500, artículo 58; tabla de la Asociación de AFP, aafp.cl/pension-de-sobrevivencia, revisada el 07-12-2026): 60 % cónyuge sin hijos comunes, 50 % con hijos, 15 % por hija o hijo. La pensión de referencia es la pensión de quien estaba pensionado, o el 70 % del sueldo promedio de quien trabajaba con el seguro de invalidez y sobrevivencia. Estimamos el máximo, 60 % de lo que nos dicen que recibía o ganaba.',
    },
    criteria: [
      fact('isSurvivorOfContributor', true, {
        reason: 'Es para familiares de una persona afiliada o pensionada que falleció.',
        need: 'Nos falta saber si falleció tu cónyuge, conviviente civil, madre o padre y cotizaba.',
        met: 'Falleció un familiar directo que cotizaba o estaba pensionado.',
      }),
    ],
  },
];
