import { formatRut, rutInlineError, sanitizeRutInput } from '@shared/rut';
import type { ChangeEvent } from 'react';
import { Controller, type Control, type ControllerFieldState, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from './text-field';

/**
 * The RUT input of spec §5, as the props of a text field under react-hook-form's Controller: keeps
 * digits (K only last) up to 9 characters, formats live with dots and a hyphen, and shows
 * "RUT inválido" from 2 characters on; the form's own error otherwise.
 */
const rutInputProps = <Values extends FieldValues>({ field, fieldState }: { field: ControllerRenderProps<Values, FieldPath<Values>>; fieldState: ControllerFieldState }) => {
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

/** The RUT field of a react-hook-form form. */
export function RutField<Values extends FieldValues>({ control, name }: { readonly control: Control<Values>; readonly name: FieldPath<Values> }) {
  return <Controller control={control} name={name} render={(props) => <TextField {...rutInputProps(props)} />} />;
}
