import type { CalendarDate } from '../age';
import type { Counting } from './headline';
import type { HouseholdProfile } from './profile';

/**
 * Households written from official figures, each with what a careful reader of ChileAtiende, the IPS,
 * the Dirección del Trabajo, Sence or the Minvu would tell them, and where each figure comes from. The
 * household test checks that every expected benefit is shown for the right person and counted the right
 * way, that nothing their rules exclude is offered, and that the headline is within half and double of
 * the sources' figure. Amounts are those in force on `OFFICIAL_DAY`.
 */
export const OFFICIAL_DAY: CalendarDate = { year: 2026, month: 11, day: 27 };

const sources = {
  pgu: 'ips.gob.cl / Superintendencia de Pensiones: PGU $231.732 desde febrero de 2026 (65 a 74 años), solicitud desde los 64 años y 9 meses',
  bonoInvierno: 'ips.gob.cl: Bono de Invierno $81.257 (mayo de 2026)',
  aguinaldos: 'ChileAtiende: Aguinaldo de Fiestas Patrias $25.280 y de Navidad $29.055 (2025)',
  bonoPorHijo:
    'BCN Ley Fácil, reforma previsional (beneficios para mujeres): el Bono por Hijo se deposita a los 65 años y aumenta la pensión cada mes; unos $2.100 al mes por hija o hijo (Pulso, 03-08-2016)',
  asignacionFamiliar: 'dt.gob.cl: Asignación Familiar desde el 01-01-2026: $22.007 hasta $631.976; $13.505 hasta $923.067',
  cargaConyuge: 'Suseso, dictamen 57.863 de 2008: la cónyuge sin rentas es causante de Asignación Familiar (el cónyuge varón, solo si es inválido)',
  arriendoLlamado: 'Minvu (Radio Polar, 2025): el llamado 2025 del DS 52 fue del 07-10-2025 al 14-11-2025; sin llamado de 2026 al 07-12-2026',
  sence: 'Sence (sence.gob.cl/node/6710) y Cámara de Diputados (02-03-2026): el Subsidio Unificado al Empleo reemplaza al BTM, al SEJ y al subsidio a trabajadores jóvenes; fecha de inicio sin confirmar',
  suf: 'ChileAtiende ficha 33112: Subsidio Familiar $22.007 por causante (2026)',
  aporte: 'aportefamiliar.cl / Suseso: Aporte Familiar Permanente $66.834 (2026)',
  electrico: 'subsidioelectrico.cl: 4ª convocatoria, hogar de 1 persona $30.270, 2–3 $39.348, 4 o más $54.486',
  arriendo: 'Minvu DS 52: ingreso familiar de 7 a 25 UF (+8 UF por persona sobre 3), 4 UF de ahorro, hasta 4,2 UF al mes',
  btm: 'Sence 2026: Bono al Trabajo de la Mujer, hasta $44.157 al mes entre $294.377 y $367.971, baja hasta $0 en $662.348',
  bodas: 'ChileAtiende ficha 5369: Bono Bodas de Oro $482.295 por matrimonio (octubre de 2026)',
  pbsi: 'ips.gob.cl: Pensión Básica Solidaria de Invalidez $250.275 (2026)',
  pguBands: 'Chilevisión (11-12-2025) y La Tercera (09-01-2026), citando al IPS: desde septiembre de 2026 la PGU mayor llega a las personas de 75 años o más; de 65 a 74, $231.732',
  aguinaldoRequisitos:
    'IPS, citado por La Tercera (17-11-2025): el Aguinaldo de Navidad se paga a quienes al 30 de noviembre reciben la PGU o la PBSI, o una pensión del IPS, ISL, Dipreca o Capredena, o de una AFP con garantía estatal',
  electricoTitular: 'subsidioelectrico.cl (4ª convocatoria, CNN Chile, 25-11-2025): postula quien tiene el número de cliente de la boleta de luz',
  sobrevivencia: 'DL 3.500, artículo 58 (tabla de la Asociación de AFP y Superintendencia de Pensiones, citada por RedGol): 60 % de la pensión de referencia para la cónyuge sin hijos con derecho a pensión',
  arriendoMayores: 'Minvu, citado por Chilevisión (03-11-2025): el llamado para personas mayores pide ingresos propios de al menos 5 UF al mes',
  baes: 'Junaeb: BAES $48.000 al mes, 10 meses (2026)',
  seguridades: 'ChileAtiende: Bono de Protección y bonos por deberes (Control Niño Sano, Asistencia Escolar) se pagan solos',
  reforma: 'ChileAtiende (Ley 21.735): Beneficio por Años Cotizados y Compensación por expectativa de vida, automáticos desde enero de 2026',
} as const;

export interface ExpectedBenefit {
  id: string;
  /** `self` or a member id. */
  person: string;
  counting: Counting;
  /** A year of it, where the sources give a figure. */
  yearly?: number;
  /** The card's amount as the person reads it, where it matters (an age band, a pension increase). */
  amountText?: string;
  source: string;
}

/** A benefit whose criteria hold but that is only a "maybe", decided: no answer can settle it (a call not open, a start date not confirmed). */
export interface ExpectedHedge {
  id: string;
  person: string;
  source: string;
}

export interface OfficialHousehold {
  name: string;
  /** What the household checks. */
  checks: string;
  birthDate: string;
  household: HouseholdProfile;
  expected: ExpectedBenefit[];
  /** Benefits (with the person) their rules exclude: never offered as likely or maybe. */
  excluded: { id: string; person: string }[];
  /** Benefits only possible, whatever the answers, until applications are confirmed open. */
  hedged?: ExpectedHedge[];
  /** Cash likely due and not yet received, a year, by the sources' figures. */
  cash: number;
  comingSoon?: { id: string; person: string; date: string }[];
  /** Never dated as coming soon: their cutoff for this year has passed. */
  notComingSoon?: { id: string; person: string }[];
  /** The day it is judged, when not `OFFICIAL_DAY` (a fixed clock). */
  day?: CalendarDate;
}

/** The facts a careful interviewer would have: nothing unusual happened in the household. */
const quiet: HouseholdProfile = {
  isElectroDependent: false,
  inSeguridadesOportunidades: false,
  isRenting: false,
  paidFuneral: false,
  isSurvivorOfContributor: false,
  lostJobWithContract: false,
  isHigherEducationStudent: false,
  hasDisability: false,
  isPregnant: false,
  topStudents: 0,
  hasSecondaryStudentWithTopGrades: false,
  yearsMarried: 0,
  isResidentialElectricityCustomer: true,
};

export const officialHouseholds: readonly OfficialHousehold[] = [
  {
    name: 'a retired couple, 72 and 70, tramo 60',
    checks: "the wife's PGU, Bono de Invierno and aguinaldos are judged for her; his PGU is already received and not counted; her Bono por Hijo is a small monthly increase of her pension, claimed with the PGU",
    birthDate: '1954-03-10',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 3,
      isWoman: false,
      isPensioner: true,
      pensionAmount: 210_000,
      pensionFromAfp: false,
      receivesPgu: true,
      yearsResidentInChile: 52,
      isWorking: false,
      yearsMarried: 45,
      members: [
        { id: 'maria', relation: 'pareja', name: 'María', birthDate: '1956-06-02', isWoman: true, isPensioner: false, receivesPgu: false, yearsResidentInChile: 50, childrenBorn: 3, isWorking: false, hasDisability: false },
      ],
    },
    expected: [
      { id: 'pgu', person: 'maria', counting: 'cash', yearly: 231_732 * 12, source: sources.pgu },
      { id: 'bono-invierno', person: 'maria', counting: 'cash', yearly: 81_257, source: sources.bonoInvierno },
      { id: 'aguinaldo-fiestas-patrias', person: 'maria', counting: 'cash', yearly: 25_280, source: sources.aguinaldos },
      { id: 'aguinaldo-navidad', person: 'maria', counting: 'cash', yearly: 29_055, source: sources.aguinaldos },
      { id: 'bono-por-hijo', person: 'maria', counting: 'cash', yearly: 3 * 2_100 * 12, source: sources.bonoPorHijo },
      { id: 'pgu', person: 'self', counting: 'received', source: sources.pgu },
      { id: 'bono-invierno', person: 'self', counting: 'automatic', source: sources.bonoInvierno },
    ],
    excluded: [{ id: 'bono-bodas-de-oro', person: 'self' }, { id: 'subsidio-electrico', person: 'self' }, { id: 'asignacion-maternal', person: 'self' }, { id: 'asignacion-maternal', person: 'maria' }],
    cash: 231_732 * 12 + 81_257 + 25_280 + 29_055 + 3 * 2_100 * 12,
  },
  {
    name: 'a man who turns 65 next month (64 years and 11 months), tramo 50',
    checks: 'the PGU can be requested from 64 years and 9 months: likely now, counted as cash',
    birthDate: '1961-12-20',
    household: { ...quiet, inRsh: true, rshTramo: 2, isWoman: false, isPensioner: false, receivesPgu: false, yearsResidentInChile: 44, isWorking: false, members: [] },
    expected: [{ id: 'pgu', person: 'self', counting: 'cash', yearly: 231_732 * 12, source: sources.pgu }],
    excluded: [{ id: 'bono-invierno', person: 'self' }],
    cash: 231_732 * 12,
  },
  {
    name: 'a man of 64 years and 8 months, tramo 50',
    checks: 'coming soon: the PGU with its date (64 years and 9 months), not offered today',
    birthDate: '1962-03-20',
    household: { ...quiet, inRsh: true, rshTramo: 2, isWoman: false, isPensioner: false, receivesPgu: false, yearsResidentInChile: 44, isWorking: true, monthlyIncome: 700_000, members: [] },
    expected: [],
    excluded: [{ id: 'pgu', person: 'self' }],
    cash: 0,
    comingSoon: [{ id: 'pgu', person: 'self', date: '2026-12-20' }],
  },
  {
    name: 'a family of three renting in tramo 70 with a family income of $1.200.000',
    checks: "the Subsidio de Arriendo is not offered above the family-income band (25 UF for 3 people); Sofía is Pablo's carga, so the Asignación Familiar is his, at his income's bracket (tramo A), not hers (tramo C)",
    birthDate: '1988-04-04',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 4,
      isWoman: true,
      isWorking: true,
      monthlyIncome: 1_200_000,
      isPensioner: false,
      isRenting: true,
      housingSavingsUf: 10,
      householdIncome: 1_200_000,
      members: [
        { id: 'pablo', relation: 'pareja', name: 'Pablo', birthDate: '1987-01-15', isWoman: false, isWorking: true, isPensioner: false, hasDisability: false, monthlyIncome: 400_000, lostJobWithContract: false, isHigherEducationStudent: false },
        { id: 'sofia', relation: 'hijo', name: 'Sofía', birthDate: '2016-05-05', isWoman: true, cargaOfUser: false },
      ],
    },
    // Sofía is Pablo's carga: Asignación Familiar of the first tramo (his income, up to $631.976).
    expected: [
      { id: 'asignacion-familiar', person: 'pablo', counting: 'cash', yearly: 22_007 * 12, source: sources.asignacionFamiliar },
      { id: 'aporte-familiar-permanente', person: 'pablo', counting: 'cash', yearly: 66_834, source: sources.aporte },
    ],
    excluded: [{ id: 'subsidio-arriendo', person: 'self' }, { id: 'subsidio-familiar', person: 'self' }, { id: 'asignacion-familiar', person: 'self' }],
    cash: 22_007 * 12 + 66_834,
  },
  {
    name: 'a couple with two children renting in tramo 70, family income $800.000, 5 UF saved',
    checks: 'the Subsidio de Arriendo meets its criteria but is only possible while no call is open; Asignación Familiar tramo B for the two children and the wife without income',
    birthDate: '1985-09-09',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 4,
      isWoman: false,
      isWorking: true,
      monthlyIncome: 800_000,
      isPensioner: false,
      isRenting: true,
      housingSavingsUf: 5,
      householdIncome: 800_000,
      members: [
        { id: 'ana', relation: 'pareja', name: 'Ana', birthDate: '1986-02-11', isWoman: true, isWorking: false, isPensioner: false, monthlyIncome: 0, hasDisability: false, isPregnant: false, cargaOfUser: true },
        { id: 'tomas', relation: 'hijo', name: 'Tomás', birthDate: '2015-03-03', isWoman: false },
        { id: 'ines', relation: 'hijo', name: 'Inés', birthDate: '2019-07-07', isWoman: true },
      ],
    },
    expected: [
      // The wife without income is a carga too: three cargas of tramo B.
      { id: 'asignacion-familiar', person: 'self', counting: 'cash', yearly: 3 * 13_505 * 12, source: `${sources.asignacionFamiliar}; ${sources.cargaConyuge}` },
      { id: 'aporte-familiar-permanente', person: 'self', counting: 'cash', yearly: 3 * 66_834, source: sources.aporte },
    ],
    hedged: [{ id: 'subsidio-arriendo', person: 'self', source: `${sources.arriendo}; ${sources.arriendoLlamado}` }],
    excluded: [{ id: 'subsidio-familiar', person: 'self' }],
    cash: 3 * 13_505 * 12 + 3 * 66_834,
  },
  {
    name: 'a woman of 35 earning $640.000, near the limit of the Bono al Trabajo de la Mujer, tramo 40',
    checks: 'the Bono al Trabajo de la Mujer meets its criteria but is only possible while Sence does not confirm it takes new applications',
    birthDate: '1991-01-20',
    household: { ...quiet, inRsh: true, rshTramo: 1, isWoman: true, isWorking: true, monthlyIncome: 640_000, isPensioner: false, isResidentialElectricityCustomer: false, members: [] },
    expected: [],
    hedged: [{ id: 'bono-trabajo-mujer', person: 'self', source: `${sources.btm}; ${sources.sence}` }],
    excluded: [{ id: 'subsidio-familiar', person: 'self' }],
    cash: 0,
  },
  {
    name: 'a pensioner of 67 in tramo 40 who already receives the PGU, with an AFP pension of $180.000',
    checks: 'the PGU she already gets, the aguinaldos and the Ley 21.735 benefits are not counted; the electricity subsidy is a saving, not cash; the Bono por Hijo is a small monthly increase of her pension, claimed',
    birthDate: '1959-05-05',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 1,
      isWoman: true,
      isPensioner: true,
      pensionAmount: 180_000,
      pensionFromAfp: true,
      monthsContributed: 150,
      receivesPgu: true,
      yearsResidentInChile: 47,
      childrenBorn: 2,
      isWorking: false,
      members: [],
    },
    expected: [
      { id: 'pgu', person: 'self', counting: 'received', source: sources.pgu },
      { id: 'bono-invierno', person: 'self', counting: 'automatic', source: sources.bonoInvierno },
      { id: 'aguinaldo-navidad', person: 'self', counting: 'automatic', source: sources.aguinaldos },
      { id: 'bono-por-hijo', person: 'self', counting: 'cash', yearly: 2 * 2_100 * 12, source: sources.bonoPorHijo },
      { id: 'subsidio-electrico', person: 'self', counting: 'saving', yearly: 30_270, source: sources.electrico },
      { id: 'beneficio-anos-cotizados', person: 'self', counting: 'automatic', source: sources.reforma },
      { id: 'compensacion-expectativa-vida', person: 'self', counting: 'automatic', source: sources.reforma },
    ],
    excluded: [{ id: 'pension-basica-solidaria-invalidez', person: 'self' }],
    cash: 2 * 2_100 * 12,
  },
  {
    name: 'a widow of 78 living alone, tramo 50, with a survivor pension of $300.000 and the PGU',
    checks: 'few questions: never pregnancy or school grades; nothing already received is counted',
    birthDate: '1948-08-08',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 2,
      isWoman: true,
      isPensioner: true,
      pensionAmount: 300_000,
      pensionFromAfp: false,
      receivesPgu: true,
      yearsResidentInChile: 58,
      childrenBorn: 4,
      isWorking: false,
      members: [],
    },
    expected: [
      { id: 'pgu', person: 'self', counting: 'received', source: sources.pgu },
      { id: 'bono-por-hijo', person: 'self', counting: 'cash', yearly: 4 * 2_100 * 12, source: sources.bonoPorHijo },
    ],
    excluded: [{ id: 'asignacion-maternal', person: 'self' }, { id: 'bono-logro-escolar', person: 'self' }, { id: 'bono-invierno', person: 'self' }],
    cash: 4 * 2_100 * 12,
  },
  {
    name: 'a worker of 30 on $550.000 with a wife without income and a newborn, tramo 40',
    checks: 'dependants who can be cargas (a newborn, a spouse without income) bring the Asignación Familiar (tramo A) and the Aporte Familiar Permanente',
    birthDate: '1996-04-04',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 1,
      isWoman: false,
      isWorking: true,
      monthlyIncome: 550_000,
      isPensioner: false,
      members: [
        // What the family answers to "¿Es tu carga?": she is his, without income of her own; her pension was never asked.
        { id: 'camila', relation: 'pareja', name: 'Camila', birthDate: '1998-10-10', isWoman: true, isWorking: false, monthlyIncome: 0, hasDisability: false, isPregnant: false, isHigherEducationStudent: false, lostJobWithContract: false, cargaOfUser: true },
        { id: 'bebe', relation: 'hijo', birthDate: '2026-09-01', isWoman: false },
      ],
    },
    expected: [
      { id: 'asignacion-familiar', person: 'self', counting: 'cash', yearly: 2 * 22_007 * 12, source: `${sources.asignacionFamiliar}; ${sources.cargaConyuge}` },
      { id: 'aporte-familiar-permanente', person: 'self', counting: 'cash', yearly: 2 * 66_834, source: sources.aporte },
      { id: 'subsidio-electrico', person: 'self', counting: 'saving', yearly: 39_348, source: sources.electrico },
    ],
    excluded: [{ id: 'subsidio-familiar', person: 'self' }],
    cash: 2 * 22_007 * 12 + 2 * 66_834,
  },
  {
    name: 'a single mother of two children (8 and 12) in Seguridades y Oportunidades, tramo 40, no social security',
    checks: "the SUF and the Aporte Familiar Permanente are cash; the programme's bonos are paid automatically and not counted; the school bono is per child",
    birthDate: '1990-02-02',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 1,
      inSeguridadesOportunidades: true,
      isWoman: true,
      isWorking: false,
      isPensioner: false,
      monthlyIncome: 0,
      hasSocialSecurity: false,
      lostJobWithContract: false,
      members: [
        { id: 'diego', relation: 'hijo', name: 'Diego', birthDate: '2018-06-06', isWoman: false },
        { id: 'paula', relation: 'hijo', name: 'Paula', birthDate: '2014-03-03', isWoman: true },
      ],
    },
    expected: [
      { id: 'subsidio-familiar', person: 'self', counting: 'cash', yearly: 2 * 22_007 * 12, source: sources.suf },
      { id: 'aporte-familiar-permanente', person: 'self', counting: 'cash', yearly: 2 * 66_834, source: sources.aporte },
      { id: 'bono-proteccion', person: 'self', counting: 'automatic', source: sources.seguridades },
      { id: 'bono-asistencia-escolar', person: 'diego', counting: 'automatic', source: sources.seguridades },
      { id: 'bono-asistencia-escolar', person: 'paula', counting: 'automatic', source: sources.seguridades },
    ],
    excluded: [{ id: 'bono-control-nino-sano', person: 'diego' }, { id: 'asignacion-familiar', person: 'self' }],
    cash: 2 * 22_007 * 12 + 2 * 66_834,
  },
  {
    name: 'a father of 50 on $900.000 with a son of 20 at university with Gratuidad, tramo 50',
    checks: "the son's BAES is his (BAES de Martín); a student under 24 is a carga: Asignación Familiar tramo B",
    birthDate: '1976-01-01',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 2,
      isWoman: false,
      isWorking: true,
      monthlyIncome: 900_000,
      isPensioner: false,
      members: [{ id: 'martin', relation: 'hijo', name: 'Martín', birthDate: '2006-05-05', isWoman: false, isWorking: false, isPensioner: false, monthlyIncome: 0, isHigherEducationStudent: true, hasStudentAid: true, hasDisability: false, lostJobWithContract: false }],
    },
    expected: [
      { id: 'beca-alimentacion-baes', person: 'martin', counting: 'cash', yearly: 48_000 * 10, source: sources.baes },
      { id: 'asignacion-familiar', person: 'self', counting: 'cash', yearly: 13_505 * 12, source: sources.asignacionFamiliar },
      { id: 'aporte-familiar-permanente', person: 'self', counting: 'cash', yearly: 66_834, source: sources.aporte },
    ],
    excluded: [{ id: 'subsidio-empleo-joven', person: 'martin' }],
    cash: 48_000 * 10 + 13_505 * 12 + 66_834,
  },
  {
    name: 'a couple of 75 celebrating 50 years of marriage, both with the PGU, tramo 60',
    checks: 'the Bono Bodas de Oro is counted once for the couple; the PGU they already receive is not',
    birthDate: '1951-02-02',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 3,
      isWoman: false,
      isPensioner: false,
      receivesPgu: true,
      yearsResidentInChile: 55,
      isWorking: false,
      yearsMarried: 50,
      members: [{ id: 'rosa', relation: 'pareja', name: 'Rosa', birthDate: '1951-09-09', isWoman: true, isPensioner: false, receivesPgu: true, yearsResidentInChile: 55, childrenBorn: 2, isWorking: false, hasDisability: false }],
    },
    expected: [
      { id: 'bono-bodas-de-oro', person: 'self', counting: 'cash', yearly: 482_295, source: sources.bodas },
      { id: 'pgu', person: 'self', counting: 'received', source: sources.pgu },
      { id: 'pgu', person: 'rosa', counting: 'received', source: sources.pgu },
    ],
    excluded: [{ id: 'bono-bodas-de-oro', person: 'rosa' }],
    cash: 482_295,
  },
  {
    name: 'a woman of 45 with a disability and no pension, living with her mother of 80 who gets the PGU, tramo 50',
    checks: 'the PBSI and the aguinaldos that come with it are due to the daughter; the mother needs nothing she does not already get',
    birthDate: '1981-06-20',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 2,
      isWoman: true,
      isPensioner: false,
      hasDisability: true,
      isWorking: false,
      monthlyIncome: 0,
      yearsResidentInChile: 25,
      members: [{ id: 'madre', relation: 'otro', birthDate: '1946-01-01', isWoman: true, isPensioner: false, receivesPgu: true, yearsResidentInChile: 60, childrenBorn: 1, isWorking: false, hasDisability: false }],
    },
    expected: [
      { id: 'pension-basica-solidaria-invalidez', person: 'self', counting: 'cash', yearly: 250_275 * 12, source: sources.pbsi },
      { id: 'aguinaldo-fiestas-patrias', person: 'self', counting: 'cash', yearly: 25_280, source: sources.aguinaldos },
      { id: 'pgu', person: 'madre', counting: 'received', source: sources.pgu },
    ],
    excluded: [{ id: 'pgu', person: 'self' }],
    cash: 250_275 * 12 + 25_280 + 29_055,
  },
  {
    name: 'a man of 72 and María, 70, who does not receive the PGU yet',
    checks: "the PGU card says María's age band (65 to 74) and only it; a man's known age rules out a pregnancy",
    birthDate: '1954-03-10',
    household: {
      ...quiet,
      inRsh: true,
      rshTramo: 3,
      isWoman: false,
      isPensioner: true,
      pensionAmount: 210_000,
      pensionFromAfp: false,
      receivesPgu: true,
      yearsResidentInChile: 52,
      isWorking: false,
      members: [{ id: 'maria', relation: 'pareja', name: 'María', birthDate: '1956-06-02', isWoman: true, isPensioner: false, receivesPgu: false, yearsResidentInChile: 50, childrenBorn: 0, isWorking: false, hasDisability: false }],
    },
    expected: [{ id: 'pgu', person: 'maria', counting: 'cash', yearly: 231_732 * 12, amountText: '$231.732 al mes, para personas de 65 a 74 años', source: sources.pguBands }],
    excluded: [{ id: 'asignacion-maternal', person: 'self' }, { id: 'asignacion-maternal', person: 'maria' }],
    cash: 231_732 * 12 + 25_280 + 29_055 + 81_257,
  },
  {
    name: 'a pensioner of 70 with an AFP pension of $180.000 who has not asked for the PGU, tramo 50',
    checks: 'the aguinaldos and the Bono de Invierno come with the PGU, not with an AFP pension alone: money due once the PGU is claimed, not "se paga solo"',
    birthDate: '1956-08-15',
    household: { ...quiet, inRsh: true, rshTramo: 2, isWoman: false, isPensioner: true, pensionAmount: 180_000, pensionFromAfp: true, monthsContributed: 200, receivesPgu: false, yearsResidentInChile: 50, isWorking: false, members: [] },
    expected: [
      { id: 'pgu', person: 'self', counting: 'cash', yearly: 231_732 * 12, source: sources.pgu },
      { id: 'aguinaldo-navidad', person: 'self', counting: 'cash', yearly: 29_055, source: sources.aguinaldoRequisitos },
      { id: 'aguinaldo-fiestas-patrias', person: 'self', counting: 'cash', yearly: 25_280, source: sources.aguinaldoRequisitos },
      { id: 'bono-invierno', person: 'self', counting: 'cash', yearly: 81_257, source: sources.bonoInvierno },
    ],
    excluded: [],
    cash: 231_732 * 12 + 29_055 + 25_280 + 81_257,
  },
  {
    name: 'a young man of 25 living with his mother of 55, who holds the electricity bill, tramo 40',
    checks: 'the electricity subsidy is hers, who holds the bill, not his',
    birthDate: '2001-05-05',
    household: {
      ...quiet,
      isResidentialElectricityCustomer: false,
      inRsh: true,
      rshTramo: 1,
      isWoman: false,
      isWorking: true,
      monthlyIncome: 700_000,
      isPensioner: false,
      members: [{ id: 'madre', relation: 'otro', birthDate: '1971-02-02', isWoman: true, isWorking: true, monthlyIncome: 500_000, isPensioner: false, hasDisability: false, isResidentialElectricityCustomer: true, lostJobWithContract: false, isHigherEducationStudent: false, isPregnant: false }],
    },
    expected: [{ id: 'subsidio-electrico', person: 'madre', counting: 'saving', yearly: 39_348, source: sources.electricoTitular }],
    excluded: [{ id: 'subsidio-electrico', person: 'self' }],
    cash: 0,
  },
  {
    name: 'a widow of 60 whose husband, who died this year, had a pension of $400.000, tramo 60',
    checks: 'the survivor pension has an estimate: up to 60 % of his pension',
    birthDate: '1966-03-03',
    household: { ...quiet, inRsh: true, rshTramo: 3, isWoman: true, isWorking: false, isPensioner: false, monthlyIncome: 0, isSurvivorOfContributor: true, deceasedMonthlyIncome: 400_000, members: [] },
    expected: [{ id: 'pension-sobrevivencia', person: 'self', counting: 'cash', yearly: 240_000 * 12, amountText: 'Hasta $240.000 al mes', source: sources.sobrevivencia }],
    hedged: [{ id: 'subsidio-unificado-empleo', person: 'self', source: sources.sence }],
    excluded: [],
    cash: 240_000 * 12,
  },
  {
    name: 'a woman of 68 renting alone, without the PGU or a pension, earning $100.000 a month, tramo 40',
    checks: "the older people's rent call asks for an income of her own of at least 5 UF",
    birthDate: '1958-07-07',
    household: { ...quiet, inRsh: true, rshTramo: 1, isWoman: true, isRenting: true, housingSavingsUf: 0, householdIncome: 100_000, isWorking: false, isPensioner: false, receivesPgu: false, monthlyIncome: 100_000, yearsResidentInChile: 10, members: [] },
    expected: [],
    excluded: [{ id: 'subsidio-arriendo-mayores', person: 'self' }, { id: 'pgu', person: 'self' }],
    cash: 0,
  },
  {
    name: 'a worker of 22 on the minimum wage, living alone, tramo 40',
    checks: "the Subsidio al Empleo Joven and the young workers' subsidy are only possible while their replacement's start is not confirmed",
    birthDate: '2004-06-06',
    household: { ...quiet, isResidentialElectricityCustomer: false, inRsh: true, rshTramo: 1, isWoman: false, isWorking: true, monthlyIncome: 539_000, monthsContributed: 12, isPensioner: false, members: [] },
    expected: [],
    hedged: [
      { id: 'subsidio-empleo-joven', person: 'self', source: sources.sence },
      { id: 'subsidio-trabajadores-jovenes', person: 'self', source: sources.sence },
    ],
    excluded: [],
    cash: 0,
  },
  {
    name: 'a man who turns 65 on 20-12-2026, not a pensioner, tramo 50, checked on 07-12-2026',
    checks: "coming soon is dated by each benefit's cutoff: the Bono de Invierno of May 2027 (65 on 1 May); never the Christmas aguinaldo of this year, whose cutoff (30 November) has passed",
    birthDate: '1961-12-20',
    day: { year: 2026, month: 12, day: 7 },
    household: { ...quiet, inRsh: true, rshTramo: 2, isWoman: false, isPensioner: false, receivesPgu: false, yearsResidentInChile: 44, isWorking: false, monthlyIncome: 0, members: [] },
    expected: [{ id: 'pgu', person: 'self', counting: 'cash', yearly: 231_732 * 12, source: sources.pgu }],
    excluded: [],
    cash: 231_732 * 12,
    comingSoon: [{ id: 'bono-invierno', person: 'self', date: '2027-05-01' }],
    notComingSoon: [{ id: 'aguinaldo-navidad', person: 'self' }, { id: 'aguinaldo-fiestas-patrias', person: 'self' }],
  },
];
