import { loginMessages } from '@shared/messages';

/**
 * Cognito's answers to a sign-in, as the messages of spec §8 (Login). Both AWS's names and
 * cognito-local's are mapped: cognito-local says InvalidPasswordException for a wrong password.
 */
export const signInErrorMessage = (error: unknown): string => {
  const name = (error as { name?: unknown } | null)?.name;
  const raw = (error as { message?: unknown } | null)?.message;
  const message = typeof raw === 'string' ? raw : '';
  switch (name) {
    case 'UserNotFoundException':
      return loginMessages.userNotFound;
    case 'InvalidPasswordException':
      return loginMessages.wrongPassword;
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return loginMessages.tooManyRequests;
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return loginMessages.userDisabled;
      if (/attempts exceeded/i.test(message)) return loginMessages.tooManyRequests;
      return loginMessages.invalidCredential;
    case 'UserDisabledException':
      return loginMessages.userDisabled;
    case 'InvalidParameterException':
    case 'EmptySignInUsername':
      return loginMessages.invalidEmail;
    case 'NetworkError':
      return 'Error de conexión. Verifica tu internet.';
    default:
      return loginMessages.invalidCredential;
  }
};
