import { SimpleList, type RaRecord } from 'react-admin';
import type { SyncHistory } from '../../api/types';
import { formatDateTime } from '../../students/format';
import { runDuration } from '../format';
import { ENTITY_LABELS, SYNC_ENTITIES, SYNC_TYPE_LABELS } from '../labels';
import RunStatusChip from '../RunStatusChip';

type Run = SyncHistory & RaRecord;

/** The counts of a run in one line: "Élèves 13 · Photos 2 · 4 erreurs". */
const countsLine = (run: Run) =>
  [
    ...SYNC_ENTITIES.filter((entity) => run.syncHistory_counts?.[entity]).map(
      (entity) => `${ENTITY_LABELS[entity]} ${run.syncHistory_counts[entity]}`,
    ),
    `${run.syncHistory_errorCount} erreur${run.syncHistory_errorCount > 1 ? 's' : ''}`,
  ].join(' · ');

/** The runs on a narrow screen: one card each, a tap opens the run. */
const RunSimpleList = () => (
  <SimpleList<Run>
    rowClick="show"
    primaryText={(run) => `N° ${run.syncHistory_id} · ${SYNC_TYPE_LABELS[run.syncHistory_type]}`}
    secondaryText={(run) =>
      `${formatDateTime(run.syncHistory_startedAt)} · ${runDuration(run.syncHistory_startedAt, run.syncHistory_endedAt)} · ${countsLine(run)}`
    }
    tertiaryText={(run) => <RunStatusChip status={run.syncHistory_status} />}
  />
);

export default RunSimpleList;
