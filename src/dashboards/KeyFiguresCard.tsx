import type { DrenStats } from '../api/types';
import type { Column } from './columns';
import CsvButton from './CsvButton';
import DashboardCard from './DashboardCard';
import FigureList, { type Figure } from './FigureList';
import { csvPercent, formatCount, formatPercent, ratio } from './format';
import { combineCalls, useStatsCall, type CallState } from './useStatsCall';

interface KeyFigure {
  label: string;
  count: number;
  share?: number;
  of: string;
  color?: string;
}

/** The figures, each with its share: of the students, or of the country for a DREN's size. */
const keyFigures = (stats: DrenStats, country?: DrenStats): KeyFigure[] => {
  const ofStudents = (count: number) => ratio(count, stats.students);
  return [
    {
      label: 'Écoles',
      count: stats.schools,
      share: country && ratio(stats.schools, country.schools),
      of: 'des écoles du pays',
    },
    {
      label: 'Élèves',
      count: stats.students,
      share: country && ratio(stats.students, country.students),
      of: 'des élèves du pays',
    },
    {
      label: 'Validés',
      count: stats.validated,
      share: ofStudents(stats.validated),
      of: 'des élèves',
      color: 'success.main',
    },
    {
      label: 'En attente',
      count: stats.pending,
      share: ofStudents(stats.pending),
      of: 'des élèves',
      color: 'warning.main',
    },
    {
      label: 'Rejetés',
      count: stats.rejected,
      share: ofStudents(stats.rejected),
      of: 'des élèves',
      color: 'error.main',
    },
    {
      label: 'Avec photo',
      count: stats.withPhoto,
      share: ofStudents(stats.withPhoto),
      of: 'des élèves',
    },
  ];
};

const CSV_COLUMNS: readonly Column<KeyFigure>[] = [
  { header: 'Indicateur', render: (f) => f.label, csv: (f) => f.label },
  { header: 'Nombre', render: (f) => formatCount(f.count), csv: (f) => f.count },
  { header: 'Part (%)', render: (f) => formatPercent(f.share), csv: (f) => csvPercent(f.share) },
  { header: 'Part de', render: (f) => f.of, csv: (f) => (f.share === undefined ? '' : f.of) },
];

/** Key figures of the whole country, or of one DREN with its weight in the country. */
const KeyFiguresCard = ({ drenId, drenName }: { drenId?: number; drenName?: string }) => {
  const own = useStatsCall<DrenStats>(
    'stats.drenStats',
    drenId === undefined ? {} : { dren_id: drenId },
  );
  const country = useStatsCall<DrenStats>('stats.drenStats', {});
  const state: CallState<KeyFigure[]> =
    drenId === undefined
      ? own.status === 'ready'
        ? { ...own, data: keyFigures(own.data) }
        : own
      : combineCalls(own, country, (stats, all) => keyFigures(stats, all));
  const title =
    drenId === undefined ? 'Chiffres clés du pays' : `Chiffres clés : ${drenName ?? '…'}`;
  return (
    <DashboardCard
      title={title}
      state={state}
      skeletonHeight={80}
      actions={
        state.status === 'ready' && (
          <CsvButton columns={CSV_COLUMNS} rows={state.data} fileName="chiffres-cles" />
        )
      }
    >
      {(figures) => (
        <FigureList
          label={title}
          figures={figures.map((figure): Figure => ({
            label: figure.label,
            value: formatCount(figure.count),
            detail:
              figure.share === undefined
                ? undefined
                : `${formatPercent(figure.share)} ${figure.of}`,
            color: figure.color,
          }))}
        />
      )}
    </DashboardCard>
  );
};

export default KeyFiguresCard;
