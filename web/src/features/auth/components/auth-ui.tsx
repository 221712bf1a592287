import { LOADING_BAR } from '@shared/constants';
import { rutInputProps } from '../../../components/forms/rut-input';
import { forwardRef, useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import './auth-ui.css';

/**
 * The building blocks of the auth screens (`/login`, `/register`, activation, recovery): plain HTML
 * and the CSS beside it, drawn like the app's Chakra UI components (same palette, sizes and focus
 * rings), so that a signed-out visitor downloads no Chakra or Emotion (`npm run bench -- --only site` weighs them).
 */

/** The page's title and the line under it. */
export function AuthHeading({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="auth-stack auth-stack--1">
      <h1 className="auth-title">{title}</h1>
      {children ? <p className="auth-muted">{children}</p> : null}
    </div>
  );
}

/** The inline message above a form: an error (read out at once), or a success. */
export function AuthAlert({ status, message }: { readonly status: 'error' | 'success'; readonly message: ReactNode }) {
  return (
    <div className={`auth-alert auth-alert--${status}`} role={status === 'error' ? 'alert' : 'status'}>
      <svg className="auth-alert__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        {status === 'error' ? (
          <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        ) : (
          <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        )}
      </svg>
      <p className="auth-alert__title">{message}</p>
    </div>
  );
}

/** The full-width loading bar shown while a form is busy (spec §2: teal, width 100, height 4). */
export function AuthLoadingBar() {
  return (
    <div
      role="progressbar"
      aria-label="Cargando"
      className="auth-loading-bar"
      data-testid="loading-bar"
      style={{ width: LOADING_BAR.width, height: LOADING_BAR.height }}
    />
  );
}

/** A decorative spinner; the text beside it says what is happening. */
export function AuthSpinner() {
  return <span className="auth-spinner" aria-hidden="true" />;
}

interface AuthButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'solid' | 'outline' | 'neutral';
  /** Busy: disabled, with a spinner over its label (which screen readers still read). */
  readonly loading?: boolean;
}

export function AuthButton({ variant = 'solid', loading = false, disabled, children, type = 'button', ...button }: AuthButtonProps) {
  return (
    <button type={type} className={`auth-button auth-button--${variant}`} disabled={disabled || loading} aria-busy={loading || undefined} {...button}>
      {loading ? <span className="auth-spinner auth-button__spinner" aria-hidden="true" /> : null}
      <span className={loading ? 'auth-button__label auth-button__label--busy' : 'auth-button__label'}>{children}</span>
    </button>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly helper?: ReactNode;
}

/** The label, the control and its message (the error, else the helper), tied together for screen readers. */
function FieldFrame({ label, error, helper, children }: Pick<FieldProps, 'label' | 'error' | 'helper'> & { readonly children: (ids: { inputId: string; messageId: string | undefined }) => ReactNode }) {
  const inputId = useId();
  const message = error ?? helper;
  const messageId = message ? `${inputId}-message` : undefined;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, messageId })}
      {message ? (
        <p id={messageId} className={error ? 'auth-field__error' : 'auth-field__helper'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its inline error. The label is exactly the field's name; `required` is announced by the input itself. */
export const AuthTextField = forwardRef<HTMLInputElement, FieldProps>(function AuthTextField({ label, error, helper, ...input }, ref) {
  return (
    <FieldFrame label={label} error={error} helper={helper}>
      {({ inputId, messageId }) => (
        <input ref={ref} id={inputId} className="auth-input" aria-invalid={error ? true : undefined} aria-describedby={messageId} {...input} />
      )}
    </FieldFrame>
  );
});

/** A labelled native select with its inline error (the company's región). */
export const AuthSelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { readonly label: string; readonly error?: string | undefined; readonly options: readonly string[]; readonly placeholder: string }>(
  function AuthSelectField({ label, error, options, placeholder, ...select }, ref) {
    return (
      <FieldFrame label={label} error={error}>
        {({ inputId, messageId }) => (
          <select ref={ref} id={inputId} className="auth-input" aria-invalid={error ? true : undefined} aria-describedby={messageId} {...select}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    );
  },
);

/** A password input with its show/hide button ("Mostrar contraseña" / "Ocultar contraseña"). */
export const AuthPasswordField = forwardRef<HTMLInputElement, FieldProps>(function AuthPasswordField({ label, error, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, messageId }) => (
        <div className="auth-input-group">
          <input
            ref={ref}
            id={inputId}
            className="auth-input auth-input--with-end"
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
            {...input}
            type={visible ? 'text' : 'password'}
          />
          <button
            type="button"
            className="auth-input-group__end"
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
              {visible ? (
                <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19M1 1l22 22" />
              ) : (
                <>
                  <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
                  <circle cx="12" cy="12" r="3" />
                </>
              )}
            </svg>
          </button>
        </div>
      )}
    </FieldFrame>
  );
});

/** The RUT input of spec §5 (`components/forms/rut-input.ts`), on the auth screens. */
export function AuthRutField<Values extends FieldValues>({ control, name }: { readonly control: Control<Values>; readonly name: FieldPath<Values> }) {
  return <Controller control={control} name={name} render={(props) => <AuthTextField {...rutInputProps(props)} />} />;
}

/** A checkbox whose label may hold a link, with its inline error. */
export const AuthCheckbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { readonly error?: string | undefined; readonly children: ReactNode }>(
  function AuthCheckbox({ error, children, ...input }, ref) {
    const messageId = `${useId()}-message`;
    return (
      <div className="auth-field">
        <label className="auth-checkbox">
          <input ref={ref} type="checkbox" className="auth-checkbox__input" aria-invalid={error ? true : undefined} aria-describedby={error ? messageId : undefined} {...input} />
          <span>{children}</span>
        </label>
        {error ? (
          <p id={messageId} className="auth-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
