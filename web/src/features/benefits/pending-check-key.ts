/** Where this browser keeps the answers of a check made before signing up (`/revisa`). */
export const PENDING_CHECK_KEY = 'beneficios-chile:revision';
