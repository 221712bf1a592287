import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../layouts/app-icons';
import '../../app/palette.css';
import './plain.css';

/**
 * Controls and type of the signed-in screens drawn without Chakra UI (the dashboard, the page every
 * person opens, loads none): plain HTML and the CSS beside it (plain.css), with the sizes, palette and
 * focus rings of the Chakra components they replace, so that they sit unchanged inside a Chakra page too
 * (/revisa uses the dashboard's benefit components).
 */

export type ButtonPalette = 'teal' | 'gray' | 'orange' | 'red';

interface ButtonLook {
  readonly variant?: 'solid' | 'outline' | 'ghost';
  readonly size?: 'xs' | 'sm' | 'md';
  readonly palette?: ButtonPalette;
}

/** The classes of a button, for a link drawn as one ("Ver planes"). */
export const buttonClass = ({ variant = 'solid', size = 'md', palette = 'teal' }: ButtonLook): string =>
  ['ui-button', `ui-button--${variant}`, size === 'md' ? '' : `ui-button--${size}`, palette === 'teal' ? '' : `ui-button--${palette}`].filter(Boolean).join(' ');

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Busy: disabled, with a spinner over its label (which screen readers still read). */
  readonly loading?: boolean;
}

export function Button({ variant, size, palette, loading = false, disabled, className, children, type = 'button', ...button }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, palette }), className].filter(Boolean).join(' ')}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...button}
    >
      {loading ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {loading ? <span className="ui-button__label--busy">{children}</span> : children}
    </button>
  );
}

export type BadgePalette = 'green' | 'orange' | 'gray' | 'teal' | 'blue';

interface BadgeProps {
  readonly palette: BadgePalette;
  /** Chakra's `fontSize="md"` on a small badge. */
  readonly large?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'data-testid'?: string;
}

export function Badge({ palette, large = false, className, children, ...data }: BadgeProps) {
  return (
    <span className={['ui-badge', `ui-badge--${palette}`, large ? 'ui-badge--md' : '', className].filter(Boolean).join(' ')} {...data}>
      {children}
    </span>
  );
}

/** Read by screen readers only. */
export function VisuallyHidden({ children, ...data }: { readonly children: ReactNode; readonly 'data-testid'?: string }) {
  return (
    <span className="visually-hidden" {...data}>
      {children}
    </span>
  );
}

interface FieldProps {
  readonly label: ReactNode;
  readonly helper?: ReactNode;
  readonly error?: string | undefined;
  /** Chakra's `maxW`, as a class of benefits.css. */
  readonly className?: string;
  readonly children: (ids: { readonly id: string; readonly describedBy: string | undefined; readonly invalid: boolean }) => ReactNode;
}

/** A label over its control, and the helper or the error under it, tied to the control for screen readers. */
export function Field({ label, helper, error, className, children }: FieldProps) {
  const id = useId();
  const message = error ?? helper;
  const messageId = message ? `${id}-message` : undefined;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: messageId, invalid: error !== undefined })}
      {message ? (
        <p id={messageId} className={error === undefined ? 'ui-field__helper' : 'ui-field__error'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ className, ...input }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={['ui-input', className].filter(Boolean).join(' ')} {...input} />;
}

/** A native select with Chakra's chevron. */
export function Select({ className, children, ...select }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={['ui-select', className].filter(Boolean).join(' ')}>
      <select className="ui-input" {...select}>
        {children}
      </select>
      <span className="ui-select__indicator" aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </div>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  readonly size?: 'sm' | 'md';
  readonly children: ReactNode;
}

/** A native checkbox, drawn as Chakra's; its label is its text. */
export function Checkbox({ size = 'md', children, ...input }: CheckboxProps) {
  return (
    <label className={`ui-checkbox${size === 'sm' ? ' ui-checkbox--sm' : ''}`}>
      <input type="checkbox" className="ui-checkbox__input" {...input} />
      <span className="ui-checkbox__control" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <polyline points="20 6 9 17 4 12" />
        </svg>
      </span>
      <span className="ui-checkbox__label">{children}</span>
    </label>
  );
}
