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

/** The palette's scrolling list of results; its empty text when no page matches. */
const PaletteResults = ({ id, results, active, onPoint, onChoose }: PaletteResultsProps) => {
  const noPage = !results.some(({ kind }) => kind === 'page');
  const empty = (
    <Typography
      role="status"
      color="text.secondary"
      sx={{ py: results.length ? 2 : 5, textAlign: 'center' }}
    >
      {NO_RESULT}
    </Typography>
  );
  if (results.length === 0) return empty;
  return (
    <>
      {noPage && empty}
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
