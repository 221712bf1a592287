import { useResendActivation } from '../../auth/resend-activation';
import { Button } from '../../../components/ui/plain';
import './benefits.css';

/** An account not yet activated is removed after 7 days: said on the dashboard, with a button to send the link again. */
export function ActivationNotice() {
  const { state, message, resend } = useResendActivation();
  return (
    <div role="status" className="bn-alert bn-alert--warning" data-testid="activation-notice">
      <span className="bn-alert__indicator" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
        </svg>
      </span>
      <div className="ui-stack ui-gap-2">
        <p className="ui-text ui-sm bn-alert__title">Activa tu cuenta</p>
        <p className="ui-text ui-sm">
          Te enviamos un correo con un enlace de activación. Si no activas tu cuenta dentro de 7 días desde que la creaste, la eliminamos junto con tus respuestas.
        </p>
        {message ? (
          <p role="status" className="ui-text ui-fs-sm">
            {message}
          </p>
        ) : null}
        {state !== 'sent' ? (
          <Button size="sm" variant="outline" palette="orange" className="ui-self-start" loading={state === 'sending'} onClick={() => void resend()}>
            Reenviar el correo de activación
          </Button>
        ) : null}
      </div>
    </div>
  );
}
