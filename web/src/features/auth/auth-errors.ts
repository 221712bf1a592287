import { messages } from '@shared/messages';

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
      return messages['user-not-found'];
    case 'InvalidPasswordException':
      return messages['login/wrong-password'];
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return messages['too-many-requests'];
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return messages['user-disabled'];
      if (/attempts exceeded/i.test(message)) return messages['too-many-requests'];
      return messages['login/invalid-credential'];
    case 'UserDisabledException':
      return messages['user-disabled'];
    case 'InvalidParameterException':
    case 'EmptySignInUsername':
      return messages['login/invalid-email'];
    case 'NetworkError':
      return messages.network;
    default:
      return messages['login/invalid-credential'];
  }
};
