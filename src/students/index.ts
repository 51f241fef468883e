import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';
import { studentName } from './studentName';

/** The student pages (/student): list and show, each in its own chunk. */
const students: ResourceViews = {
  list: lazyView(() => import('./list/StudentList')),
  show: lazyView(() => import('./show/StudentShow')),
  recordRepresentation: (record) => studentName(record),
};

export default students;
