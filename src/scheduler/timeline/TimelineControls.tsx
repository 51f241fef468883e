import { showDate } from '../../common/dates';
import {
  Button,
  ButtonGroup,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatDay } from '../format';
import { DAY_MS, shiftDay, todayIso, type TimeWindow, type WindowMode } from './timelineWindow';

const SHORT_DAY = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** « lundi 23 novembre 2026 », or « du 20 nov. au 26 nov. » for a week. */
export const windowLabel = ({ mode, day, from, to }: TimeWindow): string =>
  mode === 'day'
    ? formatDay(`${day}T00:00:00Z`)
    : `du ${showDate(SHORT_DAY, from)} au ${showDate(SHORT_DAY, to - DAY_MS)}`;

interface TimelineControlsProps {
  window: TimeWindow;
  onChange: (next: { mode: WindowMode; day: string }) => void;
}

/** Day or week, and moving the window back, forth or to today. */
const TimelineControls = ({ window: range, onChange }: TimelineControlsProps) => (
  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
    <ToggleButtonGroup
      size="small"
      exclusive
      value={range.mode}
      aria-label="Période affichée"
      onChange={(_, mode: WindowMode | null) => mode && onChange({ mode, day: range.day })}
    >
      <ToggleButton value="day">Jour</ToggleButton>
      <ToggleButton value="week">Semaine</ToggleButton>
    </ToggleButtonGroup>
    <ButtonGroup size="small" variant="outlined">
      <Button
        aria-label={range.mode === 'day' ? 'Jour précédent' : 'Semaine précédente'}
        onClick={() => onChange({ mode: range.mode, day: shiftDay(range, -1) })}
      >
        <ChevronLeftIcon fontSize="small" />
      </Button>
      <Button onClick={() => onChange({ mode: range.mode, day: todayIso() })}>Aujourd’hui</Button>
      <Button
        aria-label={range.mode === 'day' ? 'Jour suivant' : 'Semaine suivante'}
        onClick={() => onChange({ mode: range.mode, day: shiftDay(range, 1) })}
      >
        <ChevronRightIcon fontSize="small" />
      </Button>
    </ButtonGroup>
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }} aria-live="polite">
      {windowLabel(range)}
    </Typography>
  </Stack>
);

export default TimelineControls;
