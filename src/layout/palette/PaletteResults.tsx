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
 * The palette's scrolling list of results, or its empty text when nothing at all is offered
 * (no page, no search in a list): never the empty text above suggestions.
 */
const PaletteResults = ({ id, results, active, onPoint, onChoose }: PaletteResultsProps) => {
  if (results.length === 0)
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
        {NO_RESULT}
      </Typography>
    );
  return (
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
  );
};

export default PaletteResults;
