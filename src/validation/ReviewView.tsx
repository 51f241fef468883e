import { Box } from '@mui/material';
import { KEYS } from '../decision/labels';
import QueueFiltersBar from './QueueFiltersBar';
import ReviewWorkspace from './ReviewWorkspace';
import RulesPanel from './RulesPanel';
import { useQueueFilters } from './useQueueFilters';

/** The keys that act on the record even from the filters' drawer (which they close). */
const RECORD_KEYS = [...Object.values(KEYS), '?'];

/** The review queue: its filters (in the URL, the rules among them), one student at a time. */
const ReviewView = () => {
  const { filters, setFilters } = useQueueFilters();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <QueueFiltersBar filters={filters} onChange={setFilters} passKeys={RECORD_KEYS}>
        <RulesPanel filters={filters} onPickRule={(rule) => setFilters({ ...filters, rule })} />
      </QueueFiltersBar>
      <ReviewWorkspace filters={filters} />
    </Box>
  );
};

export default ReviewView;
