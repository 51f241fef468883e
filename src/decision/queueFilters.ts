import type { CallParams } from '../api/http';
import type { Target } from './labels';

/** The review queue's filters, as they live in the URL (shareable, kept on reload). */
export interface QueueFilters {
  target: Target;
  dren_id?: string;
  school_id?: string;
  student_class?: string;
  /** A rule id: only the students breaking it. */
  rule?: string;
  /** Name or matricule. */
  q?: string;
}

const OPTIONAL = ['dren_id', 'school_id', 'student_class', 'rule', 'q'] as const;

export const readFilters = (search: URLSearchParams): QueueFilters => {
  const filters: QueueFilters = { target: search.get('target') === 'photo' ? 'photo' : 'data' };
  for (const key of OPTIONAL) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
};

/** The URL query of filters (the data target, the default, is left out). */
export const writeFilters = (filters: QueueFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (filters.target === 'photo') search.set('target', 'photo');
  for (const key of OPTIONAL) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  return search;
};

/** The query of GET /api/validation/students for these filters (paging left to the caller). */
export const queueParams = (filters: QueueFilters): CallParams => {
  const params: CallParams = { validation_target: filters.target };
  if (filters.dren_id) params.dren_id = filters.dren_id;
  if (filters.school_id) params.school_id = filters.school_id;
  if (filters.student_class) params.student_class = filters.student_class;
  if (filters.rule) params.student_issues = filters.rule;
  if (filters.q) params.q = filters.q;
  return params;
};

/** The queue's order: stable, so that two controllers see the same next records. */
export const QUEUE_SORT = { sort: 'student_lastName', order: 'ASC' } as const;
