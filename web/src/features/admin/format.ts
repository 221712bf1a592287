import { planLabels, subscriptionStatusLabels, type Plan, type SubscriptionStatus } from '@shared/admin';
import type { HouseholdProfile } from '@shared/benefits/profile';
import { tramoOptions } from '@shared/benefits/profile';
import type { UserType } from '@shared/user';

/** How the admin screens write dates, money and codes for a Chilean reader. */
const zone = 'America/Santiago';
const dateFormat = new Intl.DateTimeFormat('es-CL', { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('es-CL', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
const clpFormat = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });
const numberFormat = new Intl.NumberFormat('es-CL');
// A `YYYY-MM` month is a calendar month, not an instant: formatted in UTC so that no zone shifts it.
const monthFormat = new Intl.DateTimeFormat('es-CL', { timeZone: 'UTC', month: 'short', year: 'numeric' });
const longMonthFormat = new Intl.DateTimeFormat('es-CL', { timeZone: 'UTC', month: 'long', year: 'numeric' });

const validDate = (iso: string | undefined | null): Date | undefined => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A timestamp's day in Chile: `05-03-2025`. */
export const formatDate = (iso: string | undefined | null): string => {
  const date = validDate(iso);
  return date ? dateFormat.format(date) : '—';
};

/** A timestamp in Chile: `05-03-25, 14:07`. */
export const formatDateTime = (iso: string | undefined | null): string => {
  const date = validDate(iso);
  return date ? dateTimeFormat.format(date) : '—';
};

/** A calendar date `YYYY-MM-DD` (no time zone): `14-03-1992`. */
export const formatCalendarDate = (isoDate: string | undefined | null): string =>
  isoDate && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate.split('-').reverse().join('-') : '—';

export const formatClp = (value: number): string => clpFormat.format(value);
export const formatCount = (value: number): string => numberFormat.format(value);

const monthDate = (month: string): Date | undefined => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : undefined;
};

/** `2025-03` as `mar 2025`, for chart axes. */
export const formatMonthShort = (month: string): string => {
  const date = monthDate(month);
  return date ? monthFormat.format(date).replace('.', '') : month;
};

/** `2025-03` as `marzo de 2025`, for tables and screen readers. */
export const formatMonthLong = (month: string): string => {
  const date = monthDate(month);
  return date ? longMonthFormat.format(date) : month;
};

export const userTypeLabels: Record<UserType, string> = { client: 'Cliente', admin: 'Admin' };
export const providerLabels: Record<'password' | 'google', string> = { password: 'Correo y contraseña', google: 'Google' };
export const planLabel = (plan: Plan | null | undefined): string => (plan ? planLabels[plan] : 'Sin plan');
export const subscriptionStatusLabel = (status: SubscriptionStatus): string => subscriptionStatusLabels[status];
export const yesNo = (value: boolean | undefined): string => (value === undefined ? '—' : value ? 'Sí' : 'No');

/** The household facts of the benefits questions, with the label an admin reads. */
export const householdLabels: Record<keyof HouseholdProfile, string> = {
  inRsh: 'En el Registro Social de Hogares',
  rshTramo: 'Tramo RSH',
  cargas: 'Cargas familiares',
  hasDisabledDependant: 'Carga con discapacidad',
  isPensioner: 'Pensionado (sin PGU)',
  pensionAmount: 'Monto de pensión mensual',
  hasSocialSecurity: 'Con previsión social',
  monthlyIncome: 'Ingreso mensual bruto',
  householdSize: 'Personas en el hogar',
  isElectroDependent: 'Electrodependiente en el hogar',
  inSeguridadesOportunidades: 'Chile Solidario / Seguridades y Oportunidades',
  yearsResidentInChile: 'Años en Chile desde los 20',
  isResidentialElectricityCustomer: 'Cliente residencial de electricidad',
  isWoman: 'Mujer',
  isWorking: 'Trabaja con cotizaciones',
  hasDisability: 'Con discapacidad o invalidez',
  hasChildWithSevereDisability: 'Menor a cargo con discapacidad severa',
  isPregnant: 'Embarazo de 5 meses o más',
  childrenBorn: 'Hijas o hijos nacidos vivos o adoptados',
  yearsMarried: 'Años de matrimonio',
  topStudents: 'Estudiantes en el 30 % de mejor rendimiento',
  hasSecondaryStudentWithTopGrades: 'Estudiante de media con promedio 6,0 o más',
  isHigherEducationStudent: 'Estudia en la educación superior',
  hasStudentAid: 'Con Gratuidad, beca de arancel o CAE',
  isRenting: 'Arrienda',
  lostJobWithContract: 'Quedó sin trabajo con contrato',
  afcContributions: 'Cotizaciones en la AFC',
  hadFixedTermContract: 'Último contrato a plazo fijo',
  paidFuneral: 'Pagó un funeral',
  deceasedWasAfpAffiliate: 'Persona fallecida en AFP o con PGU',
  isSurvivorOfContributor: 'Familiar de una persona fallecida que cotizaba',
  receivedBenefitIds: 'Beneficios que ya recibe',
  receivesPgu: 'Ya recibe la PGU',
  pensionFromAfp: 'Pensión de AFP o compañía de seguros',
  monthsContributed: 'Meses cotizados',
  housingSavingsUf: 'Ahorro para la vivienda (UF)',
  householdIncome: 'Ingreso familiar mensual',
  members: 'Personas con quienes vive',
};

const moneyFacts: ReadonlySet<keyof HouseholdProfile> = new Set(['pensionAmount', 'monthlyIncome', 'householdIncome']);

export const formatHouseholdValue = (fact: keyof HouseholdProfile, value: HouseholdProfile[keyof HouseholdProfile]): string => {
  if (value === undefined) return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) {
    if (fact === 'members') return value.length === 0 ? 'Vive sola o solo' : formatCount(value.length);
    return value.length === 0 ? '—' : value.map(String).join(', ');
  }
  if (fact === 'rshTramo') return tramoOptions.find((option) => option.value === value)?.label ?? String(value);
  return moneyFacts.has(fact) ? formatClp(value) : formatCount(value);
};

/** The audit trail's actions, as an admin reads them; an unknown action shows as it is. */
const auditActionLabels: Record<string, string> = {
  'account.registered': 'Se registró',
  'account.activated': 'Activó su cuenta',
  'account.password-reset': 'Cambió su contraseña',
  'account.google-linked': 'Vinculó Google',
  'admin.granted': 'Recibió permisos de administrador',
  'admin.user-edited': 'Datos modificados',
  'admin.type-changed': 'Tipo de cuenta cambiado',
  'admin.user-disabled': 'Cuenta deshabilitada',
  'admin.user-enabled': 'Cuenta habilitada',
  'admin.user-deleted': 'Cuenta eliminada',
  'admin.activation-mail-resent': 'Correo de activación reenviado',
  'support.ticket-opened': 'Abrió una solicitud de soporte',
  'insurance.contact-requested': 'Pidió contacto por seguros',
  'subscription.changed': 'Cambio en la suscripción',
};
export const auditActionLabel = (action: string): string => auditActionLabels[action] ?? action;

/** The document fields an edit can change, as the audit trail names them. */
export const fieldLabels: Record<string, string> = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  rut: 'RUT',
  birthDate: 'Fecha de nacimiento',
  userType: 'Tipo',
  enabled: 'Habilitada',
  disabled: 'Deshabilitada',
  email: 'Correo electrónico',
  provider: 'Proveedor',
  signupIntent: 'Intención de registro',
  ticketId: 'Solicitud',
  requestId: 'Solicitud',
  activated: 'Activada',
  subscription: 'Suscripción',
  name: 'Nombre',
};

/** Accounts that act without being a user: the billing job, the seed. */
export const systemActorLabels: Record<string, string> = { billing: 'Facturación', seed: 'Sistema', system: 'Sistema' };
