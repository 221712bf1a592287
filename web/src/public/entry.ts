/**
 * The script of the prerendered public pages (`/`, `/terms`; web/scripts/prerender.ts puts it in
 * their HTML instead of the app's entry). A signed-out visitor gets the page as it was prerendered,
 * made interactive by a few listeners: no React, no router, no Chakra, no Amplify. A browser that
 * may hold a session loads the whole app, which hydrates the page and shows the signed-in header.
 */
import { mayHaveStoredSession } from '../features/auth/session-store';
import { enhancePublicPage } from './enhance';

if (mayHaveStoredSession()) {
  void import('../main');
} else {
  enhancePublicPage(document, { buildYear: __BUILD_YEAR__, currentYear: new Date().getFullYear() });
}
