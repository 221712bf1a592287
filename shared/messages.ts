/**
 * Every Spanish text the product shows for an error, a validation rule or an API answer, in one
 * catalogue keyed by code. The texts of spec §5 and §8 are exactly as the spec writes them.
 *
 * The API answers `{ "error": { "code", "message" } }` with a code of `apiErrorCodes` and the text
 * of a catalogue entry; the web decides on codes, never on the text.
 */
export const messages = {
  // ------------------------------------------------ codes the API answers with
  'bad-request': 'La solicitud no es válida.',
  // A field's problem that no rule of shared/schemas.ts names (a wrong type, an unknown field).
  'invalid-value': 'Este dato no es válido.',
  'invalid-json': 'El cuerpo de la solicitud no es JSON válido.',
  'body-too-large': 'La solicitud es demasiado grande.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  // A request that reached the API without going through the site (CloudFront): lambdas/lib/origin-check.ts.
  'origin-forbidden': 'Esta dirección solo atiende solicitudes hechas desde el sitio de Beneficios Chile.',
  'not-found': 'No encontramos lo que buscas.',
  'user-not-found': 'Usuario no encontrado.',
  'user-disabled': 'Esta cuenta ha sido deshabilitada.',
  'too-many-requests': 'Demasiados intentos. Intenta más tarde.',
  'email-already-in-use': 'Este correo ya está registrado. ¿Quieres iniciar sesión?',
  'rut-already-in-use': 'Este RUT ya está registrado.',
  'weak-password': 'La contraseña debe tener al menos 6 caracteres.',
  'invalid-email': 'El formato del correo electrónico es inválido.',
  'invalid-link': 'El enlace no es válido o ya fue usado. Solicita uno nuevo.',
  'expired-link': 'El enlace expiró. Solicita uno nuevo.',
  'already-activated': 'Cuenta ya activada',
  'already-registered': 'Esta cuenta ya está registrada.',
  'google-email-not-verified': 'Google no ha verificado este correo. Verifícalo en tu cuenta de Google e inténtalo de nuevo.',
  'mail-not-due': 'Este correo no corresponde a tu cuenta en este momento.',
  'last-admin': 'No puedes quitar al último administrador.',
  'cannot-disable-self': 'No puedes deshabilitar tu propia cuenta.',
  'cannot-delete-self': 'No puedes eliminar tu propia cuenta.',
  'cannot-change-own-role': 'No puedes cambiar tu propio rol.',
  'session-ended': 'Tu sesión terminó. Inicia sesión nuevamente.',
  'invalid-transition': 'Ese cambio de estado no está permitido: una solicitud pasa de Abierto a En proceso y de En proceso a Cerrado, y una cerrada puede reabrirse.',
  'ticket-closed': 'Este ticket está cerrado. Si necesitas más ayuda, abre un ticket nuevo.',
  'thread-full': 'Este ticket alcanzó el máximo de mensajes. Abre un ticket nuevo para continuar.',
  'no-thread': 'Las solicitudes de contacto por seguros se responden por teléfono o correo, no en un hilo de mensajes.',
  'assisted-request-open': 'Ya tienes una solicitud de postulación asistida abierta para este beneficio. Te responderemos en esa solicitud.',
  internal: 'Ocurrió un error inesperado. Intenta nuevamente.',

  // ------------------------------------------------ more precise texts for some of those codes
  'cursor-invalid': 'El cursor no es válido.',
  'support/ticket-limit': 'Ya enviaste varias solicitudes de soporte en la última hora. Intenta nuevamente más tarde.',
  'support/insurance-contact-limit': 'Ya enviaste varias solicitudes de contacto en la última hora. Intenta nuevamente más tarde.',
  'support/assisted-not-in-plan': 'La postulación asistida está incluida en el Plan Anual. Revisa los planes en Mi Perfil → Plan.',
  'profile-image/type': 'La imagen debe ser JPEG, PNG o WebP.',
  'profile-image/size': 'La imagen no puede pesar más de 2 MB.',
  'profile-image/missing': 'No encontramos la imagen que subiste. Intenta subirla nuevamente.',
  'profile-image/upload-failed': 'No pudimos subir la imagen. Intenta nuevamente.',
  'billing/already-subscribed': 'Ya tienes una suscripción vigente.',
  'billing/no-subscription': 'No tienes una suscripción vigente.',
  'billing/not-refundable': 'Este pago no se puede reembolsar.',
  'billing/payment-in-verification': 'Tienes un pago en verificación con Transbank. Espera su confirmación antes de volver a pagar.',

  // ------------------------------------------------ successful API answers
  'activation/activated': 'Cuenta activada',
  'activation/link-resent': 'Te enviamos un nuevo enlace de activación.',
  'admin/activation-mail-resent': 'Correo de activación reenviado.',
  'mail/recovery-sent': 'Correo de recuperación enviado.',
  'mail/confirmation-requested': 'Correo de confirmación en camino.',
  'mail/password-changed-requested': 'Correo de aviso en camino.',
  'mail/welcome-requested': 'Correo de bienvenida en camino.',

  // ------------------------------------------------ validation (spec §5, then ours)
  'terms-required': 'Debes aceptar los términos y condiciones.',
  'rut-required': 'Debes ingresar un RUT válido.',
  'rut-inline': 'RUT inválido',
  'birth-date-required': 'Debes ingresar tu fecha de nacimiento.',
  underage: 'Debes ser mayor de 18 años para registrarte.',
  'passwords-mismatch': 'Las contraseñas no coinciden.',
  required: 'Este campo es obligatorio.',
  'email-invalid': 'Ingresa un correo electrónico válido.',
  'birth-date-in-future': 'La fecha de nacimiento no puede ser posterior a hoy.',
  'name-too-long': 'Máximo 60 caracteres.',
  'no-changes': 'No hay cambios que guardar.',
  'rsh-answers-differ': 'Indica lo mismo sobre el Registro Social de Hogares en ambas respuestas.',
  'support/subject-required': 'Escribe un asunto.',
  'support/subject-too-short': 'El asunto debe tener al menos 3 caracteres.',
  'support/subject-too-long': 'El asunto puede tener hasta 120 caracteres.',
  'support/message-required': 'Escribe tu mensaje.',
  'support/message-too-short': 'El mensaje debe tener al menos 10 caracteres.',
  'support/message-too-long': 'El mensaje puede tener hasta 4.000 caracteres.',
  'support/reply-too-short': 'La respuesta debe tener al menos 2 caracteres.',
  'support/status-invalid': 'Elige un estado válido: Abierto, En proceso o Cerrado.',
  'support/age-invalid': 'Elige una antigüedad válida: 1, 3, 7 o 30 días.',
  'support/search-too-long': 'La búsqueda puede tener hasta 100 caracteres.',
  'support/benefit-unknown': 'Elige un beneficio del catálogo.',
  'support/assisted-message-too-long': 'El mensaje puede tener hasta 1.000 caracteres.',
  'support/kind-invalid': 'Elige un tipo válido: Ticket, Seguros o Postulación asistida.',
  'insurance/type-required': 'Elige un tipo de seguro.',
  'billing/plan-required': 'Elige un plan.',
  'billing/account-not-activated': 'Activa tu cuenta con el enlace que te enviamos por correo antes de contratar un plan.',
  'insurance/phone-invalid': 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.',
  'insurance/message-too-long': 'El mensaje puede tener hasta 1.000 caracteres.',
  'reminders/invalid-link': 'El enlace para dejar de recibir recordatorios no es válido.',
  'reminders/expired-link': 'El enlace para dejar de recibir recordatorios venció. Desactívalos en tu perfil.',
  'reminders/unsubscribed': 'Listo: ya no recibirás recordatorios de beneficios. Puedes volver a activarlos en tu perfil.',
  'reminders/save-failed': 'No se pudo guardar tu preferencia de recordatorios. Intenta nuevamente.',
  'reminders/unsubscribe-failed': 'No se pudo desactivar los recordatorios. Intenta nuevamente.',
  // Internship offers (shared/internships.ts) and company accounts
  'offer/title-too-short': 'El título debe tener al menos 5 caracteres.',
  'offer/title-too-long': 'El título puede tener hasta 120 caracteres.',
  'offer/area-required': 'Elige el área de la práctica.',
  'offer/career-too-long': 'La carrera puede tener hasta 120 caracteres.',
  'offer/description-too-short': 'Describe la práctica en al menos 30 caracteres.',
  'offer/description-too-long': 'La descripción puede tener hasta 5.000 caracteres.',
  'offer/requirements-too-short': 'Indica los requisitos en al menos 10 caracteres.',
  'offer/requirements-too-long': 'Los requisitos pueden tener hasta 3.000 caracteres.',
  'offer/modality-required': 'Elige la modalidad: presencial, híbrida o remota.',
  'offer/region-required': 'Elige la región donde se realiza la práctica.',
  'offer/comuna-required': 'Indica la comuna donde se realiza la práctica.',
  'offer/comuna-too-long': 'La comuna puede tener hasta 60 caracteres.',
  'offer/duration-invalid': 'Indica una duración de 1 a 12 meses.',
  'offer/start-date-required': 'Indica la fecha de inicio.',
  'offer/stipend-invalid': 'Indica un monto mensual en pesos, mayor que cero, o marca «Sin remuneración».',
  'offer/vacancies-invalid': 'Indica de 1 a 50 cupos.',
  'offer/deadline-required': 'Indica la fecha límite para postular.',
  'offer/deadline-past': 'La fecha límite para postular no puede ser anterior a hoy.',
  'offer/action-invalid': 'Elige una acción válida.',
  'offer/invalid-transition': 'Esta oferta no permite ese cambio en su estado actual.',
  'offer/not-editable': 'Esta oferta ya no se puede editar: está cerrada u oculta por moderación.',
  'offer/search-too-long': 'La búsqueda puede tener hasta 100 caracteres.',
  'offer/report-reason-required': 'Elige el motivo del reporte.',
  'offer/report-message-too-long': 'El detalle puede tener hasta 1.000 caracteres.',
  'offer/report-limit': 'Ya reportaste esta oferta. La revisaremos pronto.',
  'offer/account-not-activated': 'Activa tu cuenta con el enlace que te enviamos por correo antes de publicar ofertas.',
  'offer/reported': 'Gracias. Revisaremos esta oferta y la ocultaremos si no cumple nuestras reglas.',
  'offer/companies-only': 'Esta sección es para cuentas de empresa.',
  'offer/plan-required': 'Esta función está incluida en el Plan Empresa. Revisa los planes en Mi perfil.',
  'company/name-required': 'Ingresa la razón social de la empresa.',
  'company/name-too-long': 'La razón social puede tener hasta 120 caracteres.',
  'company/comuna-required': 'Indica la comuna de la empresa.',
  'company/region-required': 'Elige la región de la empresa.',
  'company/phone-invalid': 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.',

  // ------------------------------------------------ sign-in (spec §8, Login); the others share the API's codes
  'login/invalid-email': 'Correo electrónico inválido.',
  'login/invalid-credential': 'Usuario o contraseña incorrecta.',
  /** Raised internally when a signed-in account has no user document; the screen shows the generic message. */
  'login/missing-document': 'Usuario no encontrado en la base de datos',
  network: 'Error de conexión. Verifica tu internet.',

  // ------------------------------------------------ Google (spec §8, then ours)
  'google/cancelled-by-user': 'Proceso cancelado por el usuario.',
  'google/cancelled-request': 'Proceso de autenticación cancelado.',
  'google/login-failed': 'Error al iniciar sesión con Google.',
  'google/register-failed': 'Error al registrar con Google.',
  'google/not-registered': 'Este usuario no está registrado.',
  'google/account-not-activated': 'Ya existe una cuenta con este correo. Inicia sesión con tu contraseña y activa tu cuenta para vincular Google.',

  // ------------------------------------------------ screens (spec §8)
  'register/failed': 'Hubo un error al registrar el usuario.',
  'loading/admin-users': 'No se pudieron cargar los datos.',
  'loading/kpis': 'No se pudieron cargar los datos de KPI.',
  'loading/plan': 'No se pudo cargar tu plan.',
  'loading/benefit-coverage': 'No se pudo cargar la cobertura de beneficios.',
  'activation/loading': 'Activando tu cuenta...',
  'activation/success': '¡Cuenta activada con éxito! Redirigiendo...',
  'activation/already-active': 'Tu cuenta ya está activa. Redirigiendo...',
  'activation/failure': 'Hubo un problema al activar la cuenta. Por favor, inténtalo de nuevo.',
  'recovery/failure': 'Hubo un problema al enviar el correo de recuperación.',
  'reset/failure': 'Hubo un problema al cambiar la contraseña.',
  'reset/success': 'Contraseña cambiada exitosamente.',
} as const;

export type MessageKey = keyof typeof messages;

/** The codes the API answers errors with: the first block of the catalogue. */
export const apiErrorCodes = [
  'bad-request',
  'invalid-json',
  'body-too-large',
  'unauthorized',
  'forbidden',
  'not-found',
  'user-not-found',
  'user-disabled',
  'too-many-requests',
  'email-already-in-use',
  'rut-already-in-use',
  'weak-password',
  'invalid-email',
  'invalid-link',
  'expired-link',
  'already-activated',
  'already-registered',
  'google-email-not-verified',
  'mail-not-due',
  'last-admin',
  'cannot-disable-self',
  'cannot-delete-self',
  'cannot-change-own-role',
  'session-ended',
  'invalid-transition',
  'ticket-closed',
  'thread-full',
  'no-thread',
  'assisted-request-open',
  'internal',
] as const satisfies readonly MessageKey[];

export type ErrorCode = (typeof apiErrorCodes)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody => {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
};
