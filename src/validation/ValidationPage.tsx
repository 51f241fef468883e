import { lazy, Suspense } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import NotFound from '../common/NotFound';
import ReviewView from './ReviewView';
import ValidationTabs from './ValidationTabs';

const BulkView = lazy(() => import('./bulk/BulkView'));
const HistoryView = lazy(() => import('./history/HistoryView'));

/** /validation: the review queue, the list for bulk decisions, and the history. */
const ValidationPage = () => (
  <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
    <Title title="Validation des données" />
    <Typography variant="h5" component="h1">
      Validation des données
    </Typography>
    <ValidationTabs />
    <Suspense fallback={<LinearProgress aria-label="Chargement" />}>
      <Routes>
        <Route index element={<ReviewView />} />
        <Route path="selection" element={<BulkView />} />
        <Route path="historique" element={<HistoryView />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  </Box>
);

export default ValidationPage;
