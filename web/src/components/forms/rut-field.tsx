import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { rutInputProps } from './rut-input';
import { TextField } from './text-field';

/** The RUT input of spec §5 (`rut-input.ts`), in the Chakra forms. */
export function RutField<Values extends FieldValues>({ control, name }: { readonly control: Control<Values>; readonly name: FieldPath<Values> }) {
  return <Controller control={control} name={name} render={(props) => <TextField {...rutInputProps(props)} />} />;
}
