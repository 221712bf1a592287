import { formatRut, rutInlineError, sanitizeRutInput } from '@shared/rut';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from './text-field';

/**
 * The RUT input of spec §5: keeps digits (K only last) up to 9 characters, formats live with dots
 * and a hyphen, and shows "RUT inválido" from 2 characters on; the form's own error otherwise.
 */
export function RutField<Values extends FieldValues>({ control, name }: { readonly control: Control<Values>; readonly name: FieldPath<Values> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        const rut = typeof value === 'string' ? value : '';
        return (
        <TextField
          label="RUT"
          inputMode="text"
          autoComplete="off"
          placeholder="12.345.678-5"
          required
          error={rutInlineError(rut) ?? fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={rut}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(formatRut(sanitizeRutInput(event.target.value)))}
        />
        );
      }}
    />
  );
}
