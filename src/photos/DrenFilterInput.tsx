import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FilterInputProps } from './types';

/** The DREN filter, searched on the server; choosing another DREN clears the school. */
const DrenFilterInput = ({ source, size }: FilterInputProps) => {
  const { setValue } = useFormContext();
  return (
    <ReferenceInput source={source} reference="dren" sort={{ field: 'dren_name', order: 'ASC' }}>
      <AutocompleteInput
        optionText="dren_name"
        size={size}
        helperText={false}
        sx={{ minWidth: 220 }}
        onChange={() => setValue('school_id', '', { shouldDirty: true })}
      />
    </ReferenceInput>
  );
};

export default DrenFilterInput;
