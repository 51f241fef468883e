import { useEffect, type ReactNode } from 'react';
import FiltersDrawer from '../common/FiltersDrawer';
import { useNarrowScreen } from '../common/useNarrowScreen';
import QueueFilterFields from './QueueFilterFields';
import type { QueueFilters } from '../decision/queueFilters';
import QueueSearchField from './QueueSearchField';
import { reviewKeyOf } from './useReviewKeys';
import type { QueueFilterOptions } from './useQueueFilterOptions';

interface QueueFiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  filters: QueueFilters;
  options: QueueFilterOptions;
  set: (patch: Partial<QueueFilters>) => void;
  onClear?: () => void;
  /** Keys that act on the record behind: pressed outside a field, they close the drawer first. */
  passKeys?: readonly string[];
  children?: ReactNode;
}

/** The queue's filters beside the record (below it on a phone), each applied as chosen. */
const QueueFiltersDrawer = (props: QueueFiltersDrawerProps) => {
  const { open, onClose, filters, options, set, onClear, passKeys, children } = props;
  const narrow = useNarrowScreen();
  useEffect(() => {
    if (!open || !passKeys) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const key = reviewKeyOf(event);
      if (key === 'undo' || (key && passKeys.includes(key))) onClose();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open, passKeys, onClose]);
  return (
    <FiltersDrawer
      open={open}
      onClose={onClose}
      title="Filtres de la file"
      showLabel="Voir la file"
      onClear={onClear}
    >
      {narrow && <QueueSearchField value={filters.q} onSearch={(q) => set({ q })} fullWidth />}
      <QueueFilterFields filters={filters} options={options} set={set} />
      {children}
    </FiltersDrawer>
  );
};

export default QueueFiltersDrawer;
