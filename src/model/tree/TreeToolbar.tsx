import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import SearchField from '../../common/SearchField';

interface TreeToolbarProps {
  query: string;
  onSearch: (query: string) => void;
  matchCount: number;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onCreateRoot: () => void;
  disabled: boolean;
}

const resultText = (query: string, count: number) => {
  if (!query.trim()) return '';
  if (count === 0) return `Aucun élément ne correspond à « ${query.trim()} ».`;
  return count === 1 ? '1 élément correspond.' : `${count} éléments correspondent.`;
};

/** Search (opening the path to each match), expand or collapse everything, add a root. */
const TreeToolbar = (props: TreeToolbarProps) => {
  const { query, onSearch, matchCount, onExpandAll, onCollapseAll, onCreateRoot, disabled } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <SearchField
        label="Rechercher dans l’arborescence"
        value={query}
        onSearch={onSearch}
        disabled={disabled}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Button startIcon={<UnfoldMoreIcon />} onClick={onExpandAll} disabled={disabled}>
        Tout déplier
      </Button>
      <Button startIcon={<UnfoldLessIcon />} onClick={onCollapseAll} disabled={disabled}>
        Tout replier
      </Button>
      <Button startIcon={<AddIcon />} onClick={onCreateRoot} disabled={disabled}>
        Élément de premier niveau
      </Button>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {resultText(query, matchCount)}
      </Typography>
    </Box>
  );
};

export default TreeToolbar;
