import { useId, useMemo, useState } from 'react';
import { Divider, InputBase } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useUserRoles } from '../../auth/useUserRoles';
import { OPEN_AT_TOP } from '../../common/openAtTop';
import PaletteResults, { optionId } from './PaletteResults';
import { paletteEntries } from './paletteEntries';
import { useActiveOption } from './useActiveOption';

export const SEARCH_PLACEHOLDER = 'Rechercher une page...';

/**
 * The palette's content: the search input and its results. It lives only while the
 * palette is open, so each opening starts with an empty search.
 */
const PaletteSearch = ({ onDone, inputId }: { onDone: () => void; inputId?: string }) => {
  const roles = useUserRoles();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const results = useMemo(() => paletteEntries(roles ?? [], query), [roles, query]);

  const choose = (index: number) => {
    const entry = results[index];
    if (!entry) return;
    onDone();
    navigate(entry.to, { state: OPEN_AT_TOP });
  };
  const { active, setActive, reset, onKeyDown } = useActiveOption(results.length, choose);

  return (
    <>
      <InputBase
        autoFocus
        id={inputId}
        fullWidth
        value={query}
        placeholder={SEARCH_PLACEHOLDER}
        onChange={(event) => {
          setQuery(event.target.value);
          reset();
        }}
        onKeyDown={onKeyDown}
        startAdornment={<SearchIcon fontSize="small" sx={{ mr: 1.5, opacity: 0.6 }} />}
        slotProps={{
          input: {
            role: 'combobox',
            'aria-label': 'Rechercher une page',
            'aria-autocomplete': 'list',
            'aria-expanded': results.length > 0,
            'aria-controls': listId,
            'aria-activedescendant': active >= 0 ? optionId(listId, active) : undefined,
          },
        }}
        sx={{ px: 2, py: 1.5 }}
      />
      <Divider />
      <PaletteResults
        id={listId}
        results={results}
        active={active}
        onPoint={setActive}
        onChoose={choose}
      />
    </>
  );
};

export default PaletteSearch;
