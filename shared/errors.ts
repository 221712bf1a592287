/**
 * Error codes the API answers with, and their Spanish texts (spec §8 and ours).
 * Handlers answer `{ "error": { "code", "message" } }`; the web maps codes to these texts.
 */
export const errorMessages = {
  'bad-request': 'La solicitud no es válida.',
  'invalid-json': 'El cuerpo de la solicitud no es JSON válido.',
  'body-too-large': 'La solicitud es demasiado grande.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
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
  'not-activated': 'Tu cuenta aún no está activada.',
  'already-registered': 'Esta cuenta ya está registrada.',
  'google-email-not-verified': 'Google no ha verificado este correo. Verifícalo en tu cuenta de Google e inténtalo de nuevo.',
  'mail-not-due': 'Este correo no corresponde a tu cuenta en este momento.',
  'recovery-sent': 'Correo de recuperación enviado.',
  'last-admin': 'No puedes quitar al último administrador.',
  'cannot-disable-self': 'No puedes deshabilitar tu propia cuenta.',
  'cannot-delete-self': 'No puedes eliminar tu propia cuenta.',
  internal: 'Ocurrió un error inesperado. Intenta nuevamente.',
  'service-unavailable': 'El servicio no está disponible en este momento.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody => {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
};
