import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import StopIcon from '@mui/icons-material/Stop';
import { Confirm, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import type { TaskExecution } from '../../api/types';
import { toast } from 'sonner';
import { frenchMessage } from '../../api/errors';

/** Answers of a server without `POST /api/task/stop` (optional in docs/api.md). */
const NOT_OFFERED = new Set([404, 405, 501]);

/** Once a server said it cannot stop, the page says so at once for the other executions. */
let stopNotOffered = false;

export const CANNOT_STOP =
  'Ce serveur ne permet pas d’arrêter une exécution en cours : elle ira à son terme.';

/**
 * « Arrêter l'exécution », asked first, for a running execution. A server without the stop
 * call makes the page say it cannot, in place of the button.
 */
const StopExecution = ({
  execution,
  onStopped,
}: {
  execution: TaskExecution;
  onStopped: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [notOffered, setNotOffered] = useState(stopNotOffered);
  if (notOffered) return <Alert severity="info">{CANNOT_STOP}</Alert>;
  const name = execution.task_name;
  const stop = async () => {
    setAsking(false);
    setPending(true);
    const number = `n° ${execution.execution_id}`;
    const id = toast.loading(`Arrêt de l’exécution ${number}…`);
    try {
      await dataProvider.call<TaskExecution>('task.stop', {
        body: { execution_id: execution.execution_id },
      });
      toast.success(`Exécution ${number} de « ${name} » arrêtée`, { id });
    } catch (error) {
      if (NOT_OFFERED.has((error as { status?: number }).status ?? 0)) {
        toast.dismiss(id);
        stopNotOffered = true;
        setNotOffered(true);
      } else {
        toast.error(`Arrêt de l’exécution ${number} impossible`, {
          id,
          description: frenchMessage(error),
        });
      }
    } finally {
      setPending(false);
      onStopped();
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<StopIcon />}
        disabled={pending}
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'start' }}
      >
        Arrêter l’exécution
      </Button>
      <Confirm
        isOpen={asking}
        title={`Arrêter l’exécution n° ${execution.execution_id} de « ${name} » ?`}
        content="Elle s’interrompt à l’étape en cours ; ce qui est déjà fait n’est pas défait."
        confirm="Arrêter"
        confirmColor="warning"
        cancel="Continuer l’exécution"
        onConfirm={() => void stop()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

export default StopExecution;
