import * as z from 'zod/mini';
import { benefitIds } from './ids';
import { isReceivedKey, MAX_MEMBERS, memberIdPattern, memberRelations, personMask } from './profile';

/*
 * The schemas of a household's answers, apart from the rest of shared/benefits/profile.ts so that a
 * function that only reads a profile does not build them.
 */

/**
 * What the user has told us about their household, saved on their user document.
 * Every fact is optional: unknown until asked, and only asked where a rule needs it.
 */
export const householdFactsSchema = z.object({
  inRsh: z.optional(z.boolean()),
  /** 1 = 0–40 %, 2 = 41–50 %, 3 = 51–60 %, 4 = 61–70 %, 5 = 71–80 %, 6 = 81–90 %, 7 = 91–100 %. */
  rshTramo: z.optional(z.number().check(z.int(), z.gte(1), z.lte(7))),
  /** Dependants recognised for Asignación Familiar or Subsidio Familiar. */
  cargas: z.optional(z.number().check(z.int(), z.gte(0), z.lte(20))),
  hasDisabledDependant: z.optional(z.boolean()),
  /** Receives a pension from any regime, not counting the PGU. */
  isPensioner: z.optional(z.boolean()),
  /** Already receives the PGU ("¿Ya recibes la PGU?"): the PGU and what comes with it are then not counted as money due. */
  receivesPgu: z.optional(z.boolean()),
  /** The pension is an old-age or disability pension paid by an AFP or an insurer (Ley 21.735 benefits). */
  pensionFromAfp: z.optional(z.boolean()),
  /** Months of pension contributions (Beneficio por Años Cotizados). */
  monthsContributed: z.optional(z.number().check(z.int(), z.gte(0), z.lte(900))),
  /** CLP a month, not counting the PGU. */
  pensionAmount: z.optional(z.number().check(z.int(), z.gte(0))),
  /** Covered by a social-security regime: a formal worker who pays contributions, or a pensioner. */
  hasSocialSecurity: z.optional(z.boolean()),
  /** CLP a month, gross: the income the Asignación Familiar brackets use. */
  monthlyIncome: z.optional(z.number().check(z.int(), z.gte(0))),
  householdSize: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))),
  isElectroDependent: z.optional(z.boolean()),
  /** The family is in Chile Solidario or the Subsistema Seguridades y Oportunidades. */
  inSeguridadesOportunidades: z.optional(z.boolean()),
  /** Years lived in Chile since the age of 20. */
  yearsResidentInChile: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120))),
  isResidentialElectricityCustomer: z.optional(z.boolean()),
  isWoman: z.optional(z.boolean()),
  /** Works formally (contract or boletas) with contributions paid. */
  isWorking: z.optional(z.boolean()),
  hasDisability: z.optional(z.boolean()),
  hasChildWithSevereDisability: z.optional(z.boolean()),
  /** Pregnant (or the spouse is) from the fifth month. */
  isPregnant: z.optional(z.boolean()),
  /** Children born alive or adopted, for the Bono por Hijo. */
  childrenBorn: z.optional(z.number().check(z.int(), z.gte(0), z.lte(20))),
  /** Years of marriage reached this year; 0 if not married. */
  yearsMarried: z.optional(z.number().check(z.int(), z.gte(0), z.lte(90))),
  /** Household members in the top 30 % of their class last year, 5º básico to 4º medio. */
  topStudents: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10))),
  hasSecondaryStudentWithTopGrades: z.optional(z.boolean()),
  isHigherEducationStudent: z.optional(z.boolean()),
  /** Gratuidad, a Mineduc tuition grant or the CAE. */
  hasStudentAid: z.optional(z.boolean()),
  isRenting: z.optional(z.boolean()),
  /** UF saved in a housing savings account (Subsidio de Arriendo: 4; DS 49: 10). */
  housingSavingsUf: z.optional(z.number().check(z.int(), z.gte(0), z.lte(5000))),
  /** CLP a month: the income of the whole family, the band the Subsidio de Arriendo asks for. */
  householdIncome: z.optional(z.number().check(z.int(), z.gte(0))),
  lostJobWithContract: z.optional(z.boolean()),
  /** Monthly contributions to the Seguro de Cesantía since joining or the last claim. */
  afcContributions: z.optional(z.number().check(z.int(), z.gte(0), z.lte(600))),
  hadFixedTermContract: z.optional(z.boolean()),
  paidFuneral: z.optional(z.boolean()),
  deceasedWasAfpAffiliate: z.optional(z.boolean()),
  isSurvivorOfContributor: z.optional(z.boolean()),
  /** CLP a month: what the person who died received as a pension, or earned (the survivor pension's estimate). */
  deceasedMonthlyIncome: z.optional(z.number().check(z.int(), z.gte(0))),
  /**
   * A member's own answer to "¿Es tu carga?": true, the user has (or would have) them as a carga; false, they are
   * the partner's carga (a child) or nobody's (a partner with income of their own). Meaningless for the user.
   */
  cargaOfUser: z.optional(z.boolean()),
});

/**
 * Someone the user lives with. `relation`: spouse or conviviente civil (`pareja`), a child (`hijo`),
 * anyone else (`otro`). Their age: the birth date, or the age told (`age`) on a day (`ageOn`), which most
 * rules need no more precisely; a rule near one of its age limits asks the date. `cargaOf`: who has them
 * registered (or could register them) as a carga for the Asignación Familiar or the Subsidio Familiar:
 * `self` (the user), a member's `id`, or `none`; unset, the answer to "¿Es tu carga?" (`cargaOfUser`) or
 * the adult of the household who can claim it. The person facts are the same as the user's.
 */
export const householdMemberSchema = z.extend(z.pick(householdFactsSchema, personMask), {
  id: z.string().check(z.regex(memberIdPattern)),
  relation: z.enum(memberRelations),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  birthDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  age: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120))),
  ageOn: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  cargaOf: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,20}$/))),
});

/**
 * The household: one schema for the anonymous check (kept in the browser), the dashboard and the
 * profile saved on the user document. The user's own facts and the household's facts sit at the top
 * level (as saved before members existed, so a saved profile needs no migration and nothing is asked
 * twice); `members` lists the people the user lives with, each with their own person facts (unset:
 * not told yet; `[]`: lives alone). `receivedBenefitIds` are the benefits someone of the household already
 * receives ("ya lo recibo"), which the yearly total leaves out: a benefit id for the user's own, `id:memberId`
 * for a member's (saved profiles hold plain ids only, which stay the user's).
 */
export const householdProfileSchema = z.extend(householdFactsSchema, {
  members: z.optional(
    z.array(householdMemberSchema).check(
      z.maxLength(MAX_MEMBERS),
      z.refine((members) => new Set(members.map((member) => member.id)).size === members.length, { message: 'Hay personas repetidas.' }),
      z.refine((members) => members.every((member) => member.birthDate !== undefined || (member.age !== undefined && member.ageOn !== undefined)), {
        message: 'Falta la edad de una de las personas.',
      }),
      z.refine((members) => members.filter((member) => member.relation === 'pareja').length <= 1, { message: 'Solo puedes agregar una pareja.' }),
    ),
  ),
  receivedBenefitIds: z.optional(
    z.array(z.string().check(z.refine(isReceivedKey, { message: 'Beneficio desconocido.' }))).check(
      z.maxLength(benefitIds.length * (MAX_MEMBERS + 1)),
      z.refine((ids) => new Set(ids).size === ids.length, { message: 'Hay beneficios repetidos.' }),
    ),
  ),
});
