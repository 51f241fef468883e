import { AutocompleteInput, ReferenceInput } from 'react-admin';

interface DrenFilterInputProps {
  /** Read by the filter form (always `dren_id`). */
  source: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  helperText?: false;
}

/** A list filter on the DREN: an autocomplete over the ~40 DRENs, searched by the server. */
const DrenFilterInput = ({ source, size, helperText }: DrenFilterInputProps) => (
  <ReferenceInput
    source={source}
    reference="dren"
    sort={{ field: 'dren_name', order: 'ASC' }}
    perPage={50}
  >
    <AutocompleteInput
      label="DREN"
      optionText="dren_name"
      size={size}
      helperText={helperText}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>
);

export default DrenFilterInput;
