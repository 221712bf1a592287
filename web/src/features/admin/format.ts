import { planLabels, subscriptionStatusLabels, type AdminHousehold, type Plan, type SubscriptionStatus } from '@shared/admin';
import { tramoOptions } from '@shared/benefits/profile';
import { benefitNames, isBenefitId } from '@shared/benefits/ids';
import { formatClp, formatCount } from '@shared/format/money';
import type { UserType } from '@shared/user';

/** The admin screens' labels for codes and fields; dates, money and counts are written by shared/format. */
export const userTypeLabels: Record<UserType, string> = { client: 'Cliente', enterprise: 'Empresa', admin: 'Admin' };
export const providerLabels: Record<'password' | 'google', string> = { password: 'Correo y contraseña', google: 'Google' };
export const planLabel = (plan: Plan | null | undefined): string => (plan ? planLabels[plan] : 'Sin plan');
export const subscriptionStatusLabel = (status: SubscriptionStatus): string => subscriptionStatusLabels[status];
export const yesNo = (value: boolean | undefined): string => (value === undefined ? '—' : value ? 'Sí' : 'No');

/** The household facts of the benefits questions, with the label an admin reads. */
export const householdLabels: Record<keyof AdminHousehold, string> = {
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
  memberCount: 'Personas con quienes vive',
  deceasedMonthlyIncome: 'Pensión o sueldo de la persona fallecida',
  cargaOfUser: 'Es su carga familiar',
};

const moneyFacts: ReadonlySet<keyof AdminHousehold> = new Set(['pensionAmount', 'monthlyIncome', 'householdIncome', 'deceasedMonthlyIncome']);

export const formatHouseholdValue = (fact: keyof AdminHousehold, value: AdminHousehold[keyof AdminHousehold]): string => {
  if (value === undefined) return '—';
  if (fact === 'memberCount' && value === 0) return 'Vive sola o solo';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((id) => (typeof id !== 'string' ? JSON.stringify(id) : isBenefitId(id) ? benefitNames[id] : id)).join(', ');
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
  'subscription.cancel-requested': 'Pidió cancelar su plan',
  'subscription.card-changed': 'Cambió su tarjeta',
  'subscription.payment-refunded': 'Pago reembolsado',
  'support.admin-replied': 'El equipo respondió en soporte',
  'support.user-replied': 'Respondió en soporte',
  'support.status-changed': 'Estado de una solicitud de soporte cambiado',
  'payment.paid': 'Pago recibido',
  'payment.failed': 'Pago rechazado',
  'reminders.enabled': 'Activó los recordatorios',
  'reminders.disabled': 'Desactivó los recordatorios',
};
/** An action no label names yet reads as a generic line, never as its code. */
export const auditActionLabel = (action: string): string => auditActionLabels[action] ?? 'Otra acción';

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
  status: 'Estado',
  plan: 'Plan',
  amountClp: 'Monto',
  benefitReminders: 'Recordatorios',
  via: 'Desde',
  'company.legalName': 'Razón social',
  'company.comuna': 'Comuna',
  'company.region': 'Región',
  'company.contactPhone': 'Teléfono de contacto',
};

/**
 * Fields of an entry that are internal references, useless to a reader (a message's or a payment's
 * id): left out of the trail's "Cambios" column.
 */
export const hiddenAuditFields: ReadonlySet<string> = new Set(['messageId', 'paymentId']);

/** Cognito's account states, as an admin reads them. */
export const cognitoStatusLabels: Record<string, string> = {
  CONFIRMED: 'Confirmada',
  UNCONFIRMED: 'Sin confirmar',
  EXTERNAL_PROVIDER: 'Entra con Google',
  FORCE_CHANGE_PASSWORD: 'Debe cambiar su contraseña',
  RESET_REQUIRED: 'Debe restablecer su contraseña',
  ARCHIVED: 'Archivada',
  COMPROMISED: 'Comprometida',
  UNKNOWN: 'Desconocido',
};

/** Accounts that act without being a user: the billing job, the seed. */
export const systemActorLabels: Record<string, string> = { billing: 'Facturación', seed: 'Sistema', system: 'Sistema' };
