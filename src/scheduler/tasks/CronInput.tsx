import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CRON_FORMAT_HINT, validateCron } from '../cron';
import CronPreview from './CronPreview';

/** The schedule: a cron expression checked as it is typed, read in French below. */
const CronInput = () => {
  const cron = useWatch({ name: 'task_cron' }) as string | undefined;
  return (
    <>
      <TextInput
        source="task_cron"
        label="Planification (cron)"
        validate={validateCron}
        helperText={CRON_FORMAT_HINT}
        autoComplete="off"
        spellCheck={false}
        sx={{ '& input': { fontFamily: 'monospace' } }}
      />
      <CronPreview cron={cron ?? ''} />
    </>
  );
};

export default CronInput;
