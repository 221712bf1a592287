import { formatRut, rutInlineError, sanitizeRutInput } from '@shared/rut';
import type { ChangeEvent } from 'react';
import type { ControllerRenderProps, ControllerFieldState, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The RUT input of spec §5, as the props of a text field under react-hook-form's Controller: keeps
 * digits (K only last) up to 9 characters, formats live with dots and a hyphen, and shows
 * "RUT inválido" from 2 characters on; the form's own error otherwise. Both the Chakra field
 * (`rut-field.tsx`) and the auth screens' plain one (`auth-ui.tsx`) render it; it imports no UI.
 */
export const rutInputProps = <Values extends FieldValues>({ field, fieldState }: { field: ControllerRenderProps<Values, FieldPath<Values>>; fieldState: ControllerFieldState }) => {
  const value: unknown = field.value;
  const rut = typeof value === 'string' ? value : '';
  return {
    label: 'RUT',
    inputMode: 'text' as const,
    autoComplete: 'off',
    placeholder: '12.345.678-5',
    required: true,
    error: rutInlineError(rut) ?? fieldState.error?.message,
    name: field.name,
    ref: field.ref,
    value: rut,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(formatRut(sanitizeRutInput(event.target.value))),
  };
};
