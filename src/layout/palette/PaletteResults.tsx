import { List, Typography } from '@mui/material';
import type { PaletteEntry } from './paletteEntries';
import PaletteOption from './PaletteOption';

export const PALETTE_LIST_MAX_HEIGHT = 300;
export const NO_RESULT = 'Aucun résultat trouvé.';

interface PaletteResultsProps {
  id: string;
  results: readonly PaletteEntry[];
  active: number;
  onPoint: (index: number) => void;
  onChoose: (index: number) => void;
}

/** The id of a result, for the input's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The palette's scrolling list of results. When no page matches it says so in the spec's words,
 * alone, or above the searches in the lists it still offers.
 */
const PaletteResults = ({ id, results, active, onPoint, onChoose }: PaletteResultsProps) => {
  const noPage = !results.some((entry) => entry.kind === 'page');
  const empty = noPage && (
    <Typography
      role="status"
      color="text.secondary"
      sx={results.length === 0 ? { py: 5, textAlign: 'center' } : { px: 2, pt: 1.5 }}
    >
      {NO_RESULT}
    </Typography>
  );
  if (results.length === 0) return empty;
  return (
    <>
      {empty}
      <List
        id={id}
        role="listbox"
        aria-label="Pages"
        sx={{ maxHeight: PALETTE_LIST_MAX_HEIGHT, overflowY: 'auto', py: 1 }}
      >
        {results.map((entry, index) => (
          <PaletteOption
            key={entry.key}
            id={optionId(id, index)}
            entry={entry}
            active={index === active}
            onPoint={() => onPoint(index)}
            onChoose={() => onChoose(index)}
          />
        ))}
      </List>
    </>
  );
};

export default PaletteResults;
