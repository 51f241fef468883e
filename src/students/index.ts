import { lazy } from 'react';
import type { ResourceViews } from '../resource/types';
import { studentName } from './studentName';

/** The student pages (/student): list and show, each in its own chunk. */
const students: ResourceViews = {
  list: lazy(() => import('./list/StudentList')),
  show: lazy(() => import('./show/StudentShow')),
  recordRepresentation: (record) => studentName(record),
};

export default students;
