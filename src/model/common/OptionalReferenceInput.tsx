import { AutocompleteInput, ReferenceInput } from 'react-admin';

interface OptionalReferenceInputProps {
  source: string;
  reference: string;
  optionText: string;
  helperText: string;
}

/** Picks the record this one belongs to (searched by name), or none. */
const OptionalReferenceInput = ({
  source,
  reference,
  optionText,
  helperText,
}: OptionalReferenceInputProps) => (
  <ReferenceInput source={source} reference={reference} perPage={50}>
    <AutocompleteInput
      optionText={optionText}
      filterToQuery={(q) => ({ q })}
      helperText={helperText}
    />
  </ReferenceInput>
);

export default OptionalReferenceInput;
