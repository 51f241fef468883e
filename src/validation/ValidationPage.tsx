import { lazy, Suspense } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import NotFound from '../common/NotFound';
import ReviewView from './ReviewView';
import ValidationTabs from './ValidationTabs';

const BulkView = lazy(() => import('./bulk/BulkView'));
const HistoryView = lazy(() => import('./history/HistoryView'));
const RecentDecisionsView = lazy(() => import('../recentDecisions/RecentDecisionsView'));

/** /validation: the review queue, the list for bulk decisions, the history, the recent decisions. */
const ValidationPage = () => (
  <Box sx={{ mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
    <Title title="Validation des données" />
    {/* The heading and the views share one line: the record under review starts high. */}
    <Box
      data-review-ceiling
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}
    >
      <Typography variant="h5" component="h1">
        Validation des données
      </Typography>
      <ValidationTabs />
    </Box>
    <Suspense fallback={<LinearProgress aria-label="Chargement" />}>
      <Routes>
        <Route index element={<ReviewView />} />
        <Route path="selection" element={<BulkView />} />
        <Route path="historique" element={<HistoryView />} />
        <Route path="recentes" element={<RecentDecisionsView />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  </Box>
);

export default ValidationPage;
