/** Every Spanish text of spec §5 and §8, exactly as written, in one catalogue. */
export const validationMessages = {
  termsRequired: 'Debes aceptar los términos y condiciones.',
  rutRequired: 'Debes ingresar un RUT válido.',
  rutInline: 'RUT inválido',
  birthDateRequired: 'Debes ingresar tu fecha de nacimiento.',
  underage: 'Debes ser mayor de 18 años para registrarte.',
  passwordsMismatch: 'Las contraseñas no coinciden.',
  // Our own texts for what §5 requires without quoting a message.
  required: 'Este campo es obligatorio.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres.',
  birthDateInFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  nameTooLong: 'Máximo 60 caracteres.',
} as const;

export const loginMessages = {
  userNotFound: 'Usuario no encontrado.',
  wrongPassword: 'Contraseña incorrecta.',
  tooManyRequests: 'Demasiados intentos. Intenta más tarde.',
  userDisabled: 'Esta cuenta ha sido deshabilitada.',
  invalidEmail: 'Correo electrónico inválido.',
  invalidCredential: 'Usuario o contraseña incorrecta.',
  /** Raised internally when a signed-in account has no user document; the generic message is shown. */
  missingDocument: 'Usuario no encontrado en la base de datos',
} as const;

export const googleMessages = {
  cancelledByUser: 'Proceso cancelado por el usuario.',
  cancelledRequest: 'Proceso de autenticación cancelado.',
  network: 'Error de conexión. Verifica tu internet.',
  loginFailed: 'Error al iniciar sesión con Google.',
  registerFailed: 'Error al registrar con Google.',
  notRegistered: 'Este usuario no está registrado.',
  // Our own texts: a first Google sign-in that would make a second account for an e-mail is refused.
  emailNotVerified: 'Google no ha verificado este correo. Verifícalo en tu cuenta de Google e inténtalo de nuevo.',
  accountNotActivated: 'Ya existe una cuenta con este correo. Inicia sesión con tu contraseña y activa tu cuenta para vincular Google.',
  accountDisabled: 'Esta cuenta ha sido deshabilitada.',
} as const;

export const registerMessages = {
  emailInUse: 'Este correo ya está registrado. ¿Quieres iniciar sesión?',
  rutInUse: 'Este RUT ya está registrado.',
  weakPassword: 'La contraseña debe tener al menos 6 caracteres.',
  invalidEmail: 'El formato del correo electrónico es inválido.',
  network: 'Error de conexión. Verifica tu internet.',
  fallback: 'Hubo un error al registrar el usuario.',
} as const;

export const loadingMessages = {
  adminUsers: 'No se pudieron cargar los datos.',
  kpis: 'No se pudieron cargar los datos de KPI.',
} as const;

export const activationMessages = {
  loading: 'Activando tu cuenta...',
  success: '¡Cuenta activada con éxito! Redirigiendo...',
  alreadyActive: 'Tu cuenta ya está activa. Redirigiendo...',
  failure: 'Hubo un problema al activar la cuenta. Por favor, inténtalo de nuevo.',
  /** The API's message for an account that was already active (spec §4). */
  alreadyActivatedApi: 'Cuenta ya activada',
} as const;

export const recoveryMessages = {
  sent: 'Correo de recuperación enviado.',
  failure: 'Hubo un problema al enviar el correo de recuperación.',
} as const;

export const resetMessages = {
  failure: 'Hubo un problema al cambiar la contraseña.',
  success: 'Contraseña cambiada exitosamente.',
} as const;
