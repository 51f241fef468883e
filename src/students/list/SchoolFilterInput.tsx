import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The school filter: searched on the server, limited to the chosen DREN's schools. */
const SchoolFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const drenId: unknown = useWatch({ name: 'dren_id' });
  return (
    <ReferenceInput
      source={source}
      reference="school"
      sort={{ field: 'school_name', order: 'ASC' }}
      filter={drenId ? { dren_id: drenId } : {}}
    >
      <AutocompleteInput
        label="École"
        optionText="school_name"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
};

export default SchoolFilterInput;
