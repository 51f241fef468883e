import { Badge, Button } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';

interface FiltersButtonProps {
  /** How many filters are chosen: a badge on the button, and said to screen readers. */
  count: number;
  onClick: () => void;
}

/** « Filtres », opening a drawer of the filters, with the count of the active ones. */
const FiltersButton = ({ count, onClick }: FiltersButtonProps) => (
  <Badge badgeContent={count} color="primary" overlap="rectangular">
    <Button
      variant="outlined"
      startIcon={<FilterListIcon />}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={count ? `Filtres, ${count} actif${count > 1 ? 's' : ''}` : 'Filtres'}
    >
      Filtres
    </Button>
  </Badge>
);

export default FiltersButton;
