import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import { chileanRegions } from '@shared/internships';

type RegionSelectProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & {
  /** The first option, with an empty value: what no región means where the select is. */
  readonly emptyLabel: string;
};

/** Chile's regions as a select (the list the offers are filtered by): a student's profile, the search of students, a company's details. */
export const RegionSelect = forwardRef<HTMLSelectElement, RegionSelectProps>(function RegionSelect({ emptyLabel, ...field }, ref) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...field}>
        <option value="">{emptyLabel}</option>
        {chileanRegions.map((region) => (
          <option key={region} value={region}>
            {region}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
