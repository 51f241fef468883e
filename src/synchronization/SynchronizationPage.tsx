import { Route, Routes } from 'react-router-dom';
import NotFound from '../common/NotFound';
import ErrorList from './errors/ErrorList';
import RunList from './runs/RunList';
import RunShow from './run/RunShow';

/**
 * /synchronization: the runs (index), their errors (/errors) and one run (/{id}/show, the
 * path react-admin's createPath gives the `synchronization` resource).
 */
const SynchronizationPage = () => (
  <Routes>
    <Route index element={<RunList />} />
    <Route path="errors" element={<ErrorList />} />
    <Route path=":id/show" element={<RunShow />} />
    <Route path="*" element={<NotFound />} />
  </Routes>
);

export default SynchronizationPage;
