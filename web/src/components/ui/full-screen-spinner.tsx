import { common } from '../../content/public-copy';
import './full-screen-spinner.css';

/** Covers the screen while the auth state loads (product §2). */
export function FullScreenSpinner() {
  return (
    <div className="app-spinner" role="status" aria-live="polite" data-testid="auth-spinner">
      <span className="app-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{common.loading}</span>
    </div>
  );
}
