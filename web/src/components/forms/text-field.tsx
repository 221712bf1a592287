import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputProps, 'size'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly helper?: ReactNode;
}

/**
 * A labelled input with its inline error, tied together for screen readers. The label is exactly the
 * field's name; `required` is announced by the input itself.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, helper, required, ...input }, ref) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} {...input} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

/** A password input with its show/hide button ("Mostrar contraseña" / "Ocultar contraseña"). */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField({ label, error, required, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            me="-2"
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input ref={ref} type={visible ? 'text' : 'password'} {...input} />
      </InputGroup>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19M1 1l22 22" />
    </svg>
  );
}
