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
  bonoPorHijo: 'ChileAtiende ficha 5194: el Bono por Hijo aumenta la pensión, no se paga en efectivo',
  asignacionFamiliar: 'dt.gob.cl: Asignación Familiar desde el 01-01-2026: $22.007 hasta $631.976; $13.505 hasta $923.067',
  suf: 'ChileAtiende ficha 33112: Subsidio Familiar $22.007 por causante (2026)',
  aporte: 'aportefamiliar.cl / Suseso: Aporte Familiar Permanente $66.834 (2026)',
  electrico: 'subsidioelectrico.cl: 4ª convocatoria, hogar de 1 persona $30.270, 2–3 $39.348, 4 o más $54.486',
  arriendo: 'Minvu DS 52: ingreso familiar de 7 a 25 UF (+8 UF por persona sobre 3), 4 UF de ahorro, hasta 4,2 UF al mes',
  btm: 'Sence 2026: Bono al Trabajo de la Mujer, hasta $44.157 al mes entre $294.377 y $367.971, baja hasta $0 en $662.348',
  bodas: 'ChileAtiende ficha 5369: Bono Bodas de Oro $482.295 por matrimonio (octubre de 2026)',
  pbsi: 'ips.gob.cl: Pensión Básica Solidaria de Invalidez $250.275 (2026)',
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
  /** Cash likely due and not yet received, a year, by the sources' figures. */
  cash: number;
  comingSoon?: { id: string; person: string; date: string }[];
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
    checks: "the wife's PGU, Bono de Invierno and aguinaldos are judged for her; his PGU is already received and not counted; her Bono por Hijo is a pension increase, not cash",
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
      { id: 'bono-por-hijo', person: 'maria', counting: 'saving', source: sources.bonoPorHijo },
      { id: 'pgu', person: 'self', counting: 'received', source: sources.pgu },
      { id: 'bono-invierno', person: 'self', counting: 'automatic', source: sources.bonoInvierno },
    ],
    excluded: [{ id: 'bono-bodas-de-oro', person: 'self' }, { id: 'subsidio-electrico', person: 'self' }],
    cash: 231_732 * 12 + 81_257 + 25_280 + 29_055,
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
    checks: 'the Subsidio de Arriendo is not offered above the family-income band (25 UF for 3 people)',
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
        { id: 'sofia', relation: 'hijo', name: 'Sofía', birthDate: '2016-05-05', isWoman: true },
      ],
    },
    // Sofía is her carga: Asignación Familiar of the third tramo (income up to $1.439.668).
    expected: [
      { id: 'asignacion-familiar', person: 'self', counting: 'cash', yearly: 4_267 * 12, source: sources.asignacionFamiliar },
      { id: 'aporte-familiar-permanente', person: 'self', counting: 'cash', yearly: 66_834, source: sources.aporte },
    ],
    excluded: [{ id: 'subsidio-arriendo', person: 'self' }, { id: 'subsidio-familiar', person: 'self' }],
    cash: 4_267 * 12 + 66_834,
  },
  {
    name: 'a couple with two children renting in tramo 70, family income $800.000, 5 UF saved',
    checks: 'the Subsidio de Arriendo is likely and counted as a saving (paid to the landlord), not cash; Asignación Familiar tramo B for the two children',
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
        { id: 'ana', relation: 'pareja', name: 'Ana', birthDate: '1986-02-11', isWoman: true, isWorking: false, isPensioner: false, monthlyIncome: 0, hasDisability: false, isPregnant: false },
        { id: 'tomas', relation: 'hijo', name: 'Tomás', birthDate: '2015-03-03', isWoman: false },
        { id: 'ines', relation: 'hijo', name: 'Inés', birthDate: '2019-07-07', isWoman: true },
      ],
    },
    expected: [
      { id: 'subsidio-arriendo', person: 'self', counting: 'saving', source: sources.arriendo },
      // The wife without income is a carga too: three cargas of tramo B.
      { id: 'asignacion-familiar', person: 'self', counting: 'cash', yearly: 3 * 13_505 * 12, source: sources.asignacionFamiliar },
      { id: 'aporte-familiar-permanente', person: 'self', counting: 'cash', yearly: 3 * 66_834, source: sources.aporte },
    ],
    excluded: [{ id: 'subsidio-familiar', person: 'self' }],
    cash: 3 * 13_505 * 12 + 3 * 66_834,
  },
  {
    name: 'a woman of 35 earning $640.000, near the limit of the Bono al Trabajo de la Mujer, tramo 40',
    checks: 'an income-linked subsidy is estimated from the income told, not counted at its cap ($529.884)',
    birthDate: '1991-01-20',
    household: { ...quiet, inRsh: true, rshTramo: 1, isWoman: true, isWorking: true, monthlyIncome: 640_000, isPensioner: false, isResidentialElectricityCustomer: false, members: [] },
    expected: [{ id: 'bono-trabajo-mujer', person: 'self', counting: 'cash', yearly: Math.round((44_157 * (662_348 - 640_000)) / (662_348 - 367_971)) * 12, source: sources.btm }],
    excluded: [{ id: 'subsidio-familiar', person: 'self' }],
    cash: Math.round((44_157 * (662_348 - 640_000)) / (662_348 - 367_971)) * 12,
  },
  {
    name: 'a pensioner of 67 in tramo 40 who already receives the PGU, with an AFP pension of $180.000',
    checks: 'the PGU she already gets, the aguinaldos and the Ley 21.735 benefits are not counted; the Bono por Hijo and the electricity subsidy are savings, not cash',
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
      { id: 'bono-por-hijo', person: 'self', counting: 'saving', source: sources.bonoPorHijo },
      { id: 'subsidio-electrico', person: 'self', counting: 'saving', yearly: 30_270, source: sources.electrico },
      { id: 'beneficio-anos-cotizados', person: 'self', counting: 'automatic', source: sources.reforma },
      { id: 'compensacion-expectativa-vida', person: 'self', counting: 'automatic', source: sources.reforma },
    ],
    excluded: [{ id: 'pension-basica-solidaria-invalidez', person: 'self' }],
    cash: 0,
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
      { id: 'bono-por-hijo', person: 'self', counting: 'saving', source: sources.bonoPorHijo },
    ],
    excluded: [{ id: 'asignacion-maternal', person: 'self' }, { id: 'bono-logro-escolar', person: 'self' }, { id: 'bono-invierno', person: 'self' }],
    cash: 0,
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
        { id: 'camila', relation: 'pareja', name: 'Camila', birthDate: '1998-10-10', isWoman: true, isWorking: false, isPensioner: false, monthlyIncome: 0, hasDisability: false, isPregnant: false, isHigherEducationStudent: false, lostJobWithContract: false },
        { id: 'bebe', relation: 'hijo', birthDate: '2026-09-01', isWoman: false },
      ],
    },
    expected: [
      { id: 'asignacion-familiar', person: 'self', counting: 'cash', yearly: 2 * 22_007 * 12, source: sources.asignacionFamiliar },
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
];
