import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';

export type View = 'chart' | 'table';

/** 'Graphique / Tableau': the same numbers drawn or in a table (screen readers, copying). */
const ViewSwitch = ({ view, onChange }: { view: View; onChange: (view: View) => void }) => (
  <ToggleButtonGroup
    size="small"
    exclusive
    value={view}
    onChange={(_, next: View | null) => next && onChange(next)}
    aria-label="Affichage"
  >
    <ToggleButton value="chart" sx={{ gap: 0.5, textTransform: 'none' }}>
      <BarChartIcon fontSize="small" aria-hidden />
      Graphique
    </ToggleButton>
    <ToggleButton value="table" sx={{ gap: 0.5, textTransform: 'none' }}>
      <TableRowsIcon fontSize="small" aria-hidden />
      Tableau
    </ToggleButton>
  </ToggleButtonGroup>
);

export default ViewSwitch;
