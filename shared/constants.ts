/** Business constants and limits of product §9, in one place. */
export const MIN_AGE_YEARS = 18;
export const RUT_MAX_LENGTH = 9;
export const MIN_PASSWORD_LENGTH = 6;
export const INACTIVITY_TIMEOUT_MS = 4 * 60 * 60 * 1000;
export const ACTIVITY_CHECK_INTERVAL_MS = 60 * 1000;
export const ACTIVITY_STAMP_THROTTLE_MS = 1000;
export const ACTIVATION_REDIRECT_DELAY_MS = 3000;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const MENU_TYPEAHEAD_CLEAR_MS = 350;
/** localStorage key of the last-activity timestamp (docs/product.md does not name it). */
export const LAST_ACTIVITY_STORAGE_KEY = 'last_activity_at';
/** sessionStorage key of the path to return to after sign-in. */
export const AUTH_REDIRECT_STORAGE_KEY = 'auth_redirect_url';
export const LOADING_BAR = { color: 'teal', width: '100%', height: '4px' } as const;
/** Request bodies larger than this are refused with 400. */
export const MAX_BODY_BYTES = 10 * 1024;
export const ADMIN_GROUP = 'admin';
