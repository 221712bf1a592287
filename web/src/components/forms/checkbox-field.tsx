import { Checkbox, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A checkbox of a react-hook-form form (a boolean), whose label may hold a link, with its inline error. */
export function CheckboxField<Values extends FieldValues>({ control, name, children }: { readonly control: Control<Values>; readonly name: FieldPath<Values>; readonly children: ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field.Root invalid={fieldState.error !== undefined}>
          <Checkbox.Root checked={field.value === true} onCheckedChange={(change) => field.onChange(change.checked === true)} invalid={fieldState.error !== undefined} alignItems="flex-start">
            <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error?.message ? <Field.ErrorText>{fieldState.error.message}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}
