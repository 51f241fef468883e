import { useEffect, useRef, useState } from 'react';
import { Box, Card, Tab, Tabs } from '@mui/material';
import type { EndpointName } from '../../api/endpoints';
import type { SyncEntity, SyncHistory, SyncUpdate } from '../../api/types';
import SectionCard from '../../students/show/SectionCard';
import { useApiCall } from '../../common/useApiCall';
import { ENTITY_LABELS, SYNC_ENTITIES } from '../labels';
import UpdatesTable from './UpdatesTable';

/** The four production calls, one per entity. */
const CALLS: Record<SyncEntity, EndpointName> = {
  student: 'syncProd.studentUpdates',
  photo: 'syncProd.photoUpdates',
  school: 'syncProd.schoolUpdates',
  dren: 'syncProd.drenUpdates',
};

const useUpdates = (entity: SyncEntity, run: SyncHistory) =>
  useApiCall<SyncUpdate[]>(CALLS[entity], { syncHistory_id: run.syncHistory_id });

/** The production updates of a run, one tab per entity with its count. */
const RunUpdates = ({ run }: { run: SyncHistory }) => {
  const queries = {
    student: useUpdates('student', run),
    photo: useUpdates('photo', run),
    school: useUpdates('school', run),
    dren: useUpdates('dren', run),
  };
  // A running run brings more updates: asked again when it ends.
  const status = useRef(run.syncHistory_status);
  useEffect(() => {
    if (status.current === run.syncHistory_status) return;
    status.current = run.syncHistory_status;
    for (const query of Object.values(queries)) void query.refetch();
  });
  const [entity, setEntity] = useState<SyncEntity>(
    () => SYNC_ENTITIES.find((candidate) => run.syncHistory_counts?.[candidate]) ?? 'student',
  );
  const label = (candidate: SyncEntity) => {
    const { data } = queries[candidate];
    return `${ENTITY_LABELS[candidate]} (${data ? data.length : '…'})`;
  };
  return (
    <Card component="section" aria-label="Mises à jour de production">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={entity}
          onChange={(_, value: SyncEntity) => setEntity(value)}
          aria-label="Mises à jour par entité"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {SYNC_ENTITIES.map((candidate) => (
            <Tab
              key={candidate}
              value={candidate}
              label={label(candidate)}
              id={`updates-tab-${candidate}`}
              aria-controls="updates-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="updates-panel" aria-labelledby={`updates-tab-${entity}`}>
        <SectionCard
          title={`Mises à jour : ${ENTITY_LABELS[entity]}`}
          query={queries[entity]}
          empty="Cette synchronisation n’a rien changé pour cette entité."
          isEmpty={(updates) => updates.length === 0}
        >
          {(updates) => <UpdatesTable updates={updates} />}
        </SectionCard>
      </Box>
    </Card>
  );
};

export default RunUpdates;
