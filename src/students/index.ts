import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';
import { STUDENT_LIST_OPENING } from './list/listDefaults';
import { studentName } from './studentName';

/** The student pages (/student): list and show, each in its own chunk. */
const students: ResourceViews = {
  list: lazyView(() => import('./list/StudentList')),
  show: lazyView(() => import('./show/StudentShow')),
  recordRepresentation: (record) => studentName(record),
  opening: STUDENT_LIST_OPENING,
};

export default students;
