import { Box, Typography } from '@mui/material';
import EmptyState from '../common/EmptyState';
import RecentEntryCard from './RecentEntryCard';
import { UNDO_WINDOW_MINUTES } from './types';
import { useRecentDecisions } from './useRecentDecisions';

/**
 * /validation/recentes: this user's decisions of the last 15 minutes, wherever they were
 * taken, sent or waiting, each with « Annuler » (a bulk one undone whole).
 */
const RecentDecisionsView = () => {
  const { entries, now, delivery } = useRecentDecisions();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 900 }}>
      <Typography variant="body2" color="text.secondary">
        Vos décisions des {UNDO_WINDOW_MINUTES} dernières minutes, prises dans la file, par
        sélection multiple, sur une fiche élève ou dans la visionneuse de photos. Chacune peut être
        annulée pendant {UNDO_WINDOW_MINUTES} minutes : l’élève revient en attente.
      </Typography>
      {entries.length === 0 ? (
        <EmptyState
          message={`Aucune décision depuis ${UNDO_WINDOW_MINUTES} minutes.`}
          hint="Les décisions prises dans cet onglet s’affichent ici."
        />
      ) : (
        <Box
          component="ul"
          aria-label="Décisions récentes"
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {entries.map((entry) => (
            <RecentEntryCard key={entry.id} entry={entry} now={now} delivery={delivery(entry)} />
          ))}
        </Box>
      )}
    </Box>
  );
};

export default RecentDecisionsView;
