import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';

interface DrenFilterInputProps {
  /** Read by the filter form (always `dren_id`). */
  source: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  helperText?: false;
  /** A filter that belongs to the chosen DREN (e.g. `school_id`), cleared when the DREN changes. */
  clears?: string;
  minWidth?: number;
}

/**
 * A list filter on the DREN: an autocomplete over the ~40 DRENs (all on one page), searched by
 * the server.
 */
const DrenFilterInput = ({
  source,
  size,
  helperText,
  clears,
  minWidth = 240,
}: DrenFilterInputProps) => {
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
        size={size}
        helperText={helperText}
        onChange={
          clears
            ? () => {
                if (getValues(clears)) setValue(clears, '', { shouldDirty: true });
              }
            : undefined
        }
        sx={{ minWidth }}
      />
    </ReferenceInput>
  );
};

export default DrenFilterInput;
