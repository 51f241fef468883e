import { Skeleton, Typography } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { pageOf } from '../resource/pageCatalog';
import type { KeyFigure } from './keyFigures';
import LinkCard from './LinkCard';

export const UNAVAILABLE = 'Indisponible';

/** One key figure: a skeleton while it loads, its value, or 'Indisponible' if its call failed. */
const FigureCard = ({ figure }: { figure: KeyFigure }) => {
  const { path, to = path, label, useFigure } = figure;
  const { isPending, isError, error, value, detail } = useFigure();
  return (
    <LinkCard to={to} icon={pageOf(path)?.icon ?? HelpOutlineIcon} busy={isPending}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      {isPending && (
        <Skeleton
          variant="text"
          width="60%"
          sx={{ fontSize: '2rem' }}
          role="progressbar"
          aria-label={`Chargement : ${label}`}
        />
      )}
      {!isPending && isError && (
        <Typography variant="h6" component="p" color="error">
          {UNAVAILABLE}
        </Typography>
      )}
      {!isPending && isError && error instanceof Error && error.message && (
        <Typography variant="body2" color="text.secondary">
          {error.message}
        </Typography>
      )}
      {!isPending && !isError && (
        <Typography variant="h5" component="p" sx={{ fontWeight: 'bold' }}>
          {value}
        </Typography>
      )}
      {!isPending && !isError && detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </LinkCard>
  );
};

export default FigureCard;
