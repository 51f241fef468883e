import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FilterInputProps } from './types';

/** The school filter, searched on the server among the schools of the chosen DREN. */
const SchoolFilterInput = ({ source, size }: FilterInputProps) => {
  const drenId = useWatch({ name: 'dren_id' });
  return (
    <ReferenceInput
      source={source}
      reference="school"
      filter={drenId ? { dren_id: drenId } : {}}
      sort={{ field: 'school_name', order: 'ASC' }}
    >
      <AutocompleteInput
        optionText="school_name"
        size={size}
        helperText={false}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
};

export default SchoolFilterInput;
