import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApiCall } from '../../common/useApiCall';

interface Dsps {
  schoolYear: string;
  classes: string[];
}

/** The class filter: the classes of the DSPS reference data (GET /api/config/dsps). */
const ClassFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { data, isPending, isError } = useApiCall<Dsps>('config.dsps', {});
  const current: unknown = useWatch({ name: source });
  // Until the classes arrive, the class of a shared URL is the only choice.
  const classes = data?.classes ?? (typeof current === 'string' && current ? [current] : []);
  return (
    <SelectInput
      source={source}
      label="Classe"
      choices={classes.map((name) => ({ id: name, name }))}
      isPending={isPending && classes.length === 0}
      emptyText="Toutes"
      helperText={isError ? 'Classes indisponibles' : false}
    />
  );
};

export default ClassFilterInput;
