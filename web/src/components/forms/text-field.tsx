import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../ui/icons';

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
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField({ label, error, helper, required, ...input }, ref) {
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
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
