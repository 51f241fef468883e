import { LinearProgress, Stack, Typography } from '@mui/material';
import LinkButton from '../common/LinkButton';
import type { Column } from './columns';
import CsvButton from './CsvButton';
import DashboardCard from './DashboardCard';
import FigureList from './FigureList';
import { csvPercent, formatCount, formatPercent, ratio } from './format';
import { photoQueuePath } from './paths';
import { sumRows, TARGETS, type StateRow } from './stateRows';
import type { CallState } from './useStatsCall';

interface Progress {
  label: string;
  count: number;
  share?: number;
  of: string;
  color?: string;
}

const progressOf = (rows: readonly StateRow[]): Progress[] => {
  const sum = sumRows(rows);
  const students = rows.reduce((total, row) => total + row.students, 0);
  return [
    { label: 'Élèves', count: students, of: '' },
    {
      label: 'Photos reçues',
      count: sum.total,
      share: ratio(sum.total, students),
      of: 'des élèves',
    },
    {
      label: 'Validées',
      count: sum.validated,
      share: ratio(sum.validated, sum.total),
      of: 'des photos',
      color: 'success.main',
    },
    {
      label: 'En attente',
      count: sum.pending,
      share: ratio(sum.pending, sum.total),
      of: 'des photos',
      color: 'warning.main',
    },
    {
      label: 'Rejetées',
      count: sum.rejected,
      share: ratio(sum.rejected, sum.total),
      of: 'des photos',
      color: 'error.main',
    },
    {
      label: 'Sans photo',
      count: students - sum.total,
      share: ratio(students - sum.total, students),
      of: 'des élèves',
    },
  ];
};

const CSV_COLUMNS: readonly Column<Progress>[] = [
  { header: 'Indicateur', render: (p) => p.label, csv: (p) => p.label },
  { header: 'Nombre', render: (p) => formatCount(p.count), csv: (p) => p.count },
  { header: 'Part (%)', render: (p) => formatPercent(p.share), csv: (p) => csvPercent(p.share) },
  { header: 'Part de', render: (p) => p.of, csv: (p) => (p.share === undefined ? '' : p.of) },
];

interface PhotoProgressCardProps {
  state: CallState<StateRow[]>;
  title: string;
  /** The queue this progress is about (a DREN's, or everyone's). */
  drenId?: number;
}

/** How far photo validation has gone: the share examined, and the counts behind it. */
const PhotoProgressCard = ({ state, title, drenId }: PhotoProgressCardProps) => {
  const rows = state.status === 'ready' ? state.data : [];
  const progress = progressOf(rows);
  const sum = sumRows(rows);
  const done = TARGETS.photo.rate({ id: 0, name: '', ...sum });
  return (
    <DashboardCard
      title={title}
      state={state}
      skeletonHeight={120}
      actions={
        <>
          {sum.pending > 0 && (
            <LinkButton to={photoQueuePath({ drenId })}>Ouvrir la file de validation</LinkButton>
          )}
          <CsvButton columns={CSV_COLUMNS} rows={progress} fileName="avancement-photos" />
        </>
      }
    >
      {() => (
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Typography>
              {`Avancement : ${formatPercent(done)} des photos reçues ont été examinées (validées ou rejetées).`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(done ?? 0) * 100}
              color="success"
              aria-label="Avancement de la validation des photos"
              sx={{ height: 10, borderRadius: 5 }}
            />
          </Stack>
          <FigureList
            label={title}
            figures={progress.map((item) => ({
              label: item.label,
              value: formatCount(item.count),
              detail:
                item.share === undefined ? undefined : `${formatPercent(item.share)} ${item.of}`,
              color: item.color,
            }))}
          />
        </Stack>
      )}
    </DashboardCard>
  );
};

export default PhotoProgressCard;
