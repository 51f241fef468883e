import { Route, Routes } from 'react-router-dom';
import ExecutionList from './executions/ExecutionList';
import ExecutionPage from './logs/ExecutionPage';
import SchedulerTabs from './SchedulerTabs';
import TaskCreate from './tasks/TaskCreate';
import TaskEdit from './tasks/TaskEdit';
import TaskList from './tasks/TaskList';
import Timeline from './timeline/Timeline';

/** /scheduler-page: tasks, their executions and the timeline, each at its own address. */
const SchedulerPage = () => (
  <Routes>
    <Route element={<SchedulerTabs />}>
      <Route index element={<TaskList />} />
      <Route path="executions" element={<ExecutionList />} />
      <Route path="timeline" element={<Timeline />} />
    </Route>
    <Route path="create" element={<TaskCreate />} />
    <Route path="executions/:executionId" element={<ExecutionPage />} />
    <Route path=":taskId" element={<TaskEdit />} />
  </Routes>
);

export default SchedulerPage;
