import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { leaveField } from './useQueueFilterOptions';

const SEARCH_DELAY_MS = 400;

interface QueueSearchFieldProps {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  fullWidth?: boolean;
}

/** Name or matricule, applied as it is typed; Entrée applies it at once and Échap leaves it. */
const QueueSearchField = ({ value, onSearch, fullWidth }: QueueSearchFieldProps) => {
  const [search, setSearch] = useState(value ?? '');
  // A search changed elsewhere (« Effacer les filtres », Back) shows here; what is typed stays.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (search.trim() !== (value ?? '')) setSearch(value ?? '');
  }
  useEffect(() => {
    if ((value ?? '') === search.trim()) return;
    const timer = setTimeout(() => onSearch(search.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- debounce on what is typed
  }, [search]);
  return (
    <TextField
      size="small"
      type="search"
      label="Nom ou matricule"
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { width: 200 }}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          if ((value ?? '') !== search.trim()) onSearch(search.trim() || undefined);
          leaveField();
        } else if (event.key === 'Escape') {
          event.stopPropagation();
          leaveField();
        }
      }}
    />
  );
};

export default QueueSearchField;
