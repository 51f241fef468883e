import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** The DREN filter; choosing another DREN clears the school, which belonged to the former one. */
const DrenFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { setValue, getValues } = useFormContext();
  return (
    <ReferenceInput
      source={source}
      reference="dren"
      sort={{ field: 'dren_name', order: 'ASC' }}
      perPage={100}
    >
      <AutocompleteInput
        label="DREN"
        optionText="dren_name"
        filterToQuery={(q: string) => ({ q })}
        onChange={() => {
          if (getValues('school_id')) setValue('school_id', '', { shouldDirty: true });
        }}
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>
  );
};

export default DrenFilterInput;
