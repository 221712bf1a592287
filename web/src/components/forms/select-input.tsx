import { NativeSelect, type NativeSelectFieldProps, type NativeSelectRootProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export type SelectOption = string | { readonly value: string | number; readonly label: string };

interface SelectInputProps extends Omit<NativeSelectFieldProps, 'children'> {
  /** The first, empty choice: "Elige una opción", "Todas las regiones", "No lo sé". */
  readonly placeholder: string;
  /** A plain string is both the value and the label. */
  readonly options: readonly SelectOption[];
  readonly root?: NativeSelectRootProps;
}

/** A native select (the phone's own picker) with an empty first choice; a form library registers it as an input. */
export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput({ placeholder, options, root, ...field }, ref) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field ref={ref} {...field}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={String(value)}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
