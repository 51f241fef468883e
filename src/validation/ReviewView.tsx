import { Box } from '@mui/material';
import QueueFiltersBar from './QueueFiltersBar';
import ReviewWorkspace from './ReviewWorkspace';
import RulesPanel from './RulesPanel';
import { useQueueFilters } from './useQueueFilters';

/** The review queue: its filters (in the URL), the rules, and one student at a time. */
const ReviewView = () => {
  const { filters, setFilters } = useQueueFilters();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <QueueFiltersBar filters={filters} onChange={setFilters} />
      <RulesPanel filters={filters} onPickRule={(rule) => setFilters({ ...filters, rule })} />
      <ReviewWorkspace filters={filters} />
    </Box>
  );
};

export default ReviewView;
