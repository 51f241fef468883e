import type { Role } from './types';

/**
 * Who may make a call (docs/api.md, column "access"): public needs no token, user any
 * logged-in user, adminControl the admin or control role, admin the admin role only.
 * The server enforces it (the demo API declares the same levels: a test compares them).
 */
export type Access = 'public' | 'user' | 'adminControl' | 'admin';

/** The roles of a level: null for public, none for any logged-in user. */
export const ROLES_OF_ACCESS: Record<Access, readonly Role[] | null> = {
  public: null,
  user: [],
  adminControl: ['admin', 'control'],
  admin: ['admin'],
};

const MODELS = ['Location', 'Organization', 'Database', 'Entity', 'DatabaseSource', 'EntitySource'];
const MODEL_CALLS = ['list', 'load', 'save', 'delete', 'updateHierarchy', 'updateOrder'];

/** The calls that are not for any logged-in user; a call missing here (a new one) is. */
const LEVELS: Record<Exclude<Access, 'user'>, readonly string[]> = {
  public: ['auth.login', 'auth.logout', 'health'],
  adminControl: [
    'photo.list',
    'photo.get',
    'student.getStudentValidityIssues',
    'school.getSchoolsWithIssues',
    'stats.studentsByDren',
    'stats.studentsByDrenWithState',
    'stats.studentsBySchool',
    'stats.schoolStatsByDren',
    'stats.drenStats',
    'validation.studentRules',
    'validation.students',
    'validation.studentValidation',
    'validation.list',
    'validation.claim',
    'validation.release',
  ],
  admin: [
    ...['list', 'load', 'save', 'delete'].map((call) => `login.${call}`),
    ...['history', 'historyOne', 'schoolHistory', 'errors', 'errorStats', 'deleteErrors'].map(
      (call) => `sync.${call}`,
    ),
    ...['school', 'photo', 'student', 'dren'].map((entity) => `syncProd.${entity}Updates`),
    ...['list', 'load', 'save', 'delete'].map((call) => `serviceMessage.${call}`),
    ...['list', 'get', 'create', 'delete', 'execute', 'stop', 'history', 'logs', 'timeline'].map(
      (call) => `task.${call}`,
    ),
    ...MODELS.flatMap((model) => MODEL_CALLS.map((call) => `model${model}.${call}`)),
  ],
};

const levels = new Map<string, Access>(
  Object.entries(LEVELS).flatMap(([access, names]) =>
    names.map((name): [string, Access] => [name, access as Access]),
  ),
);

/** The level of a module's calls follows the roles it declares (`rolesOf`: none, any user). */
export const accessOfRoles = (roles: readonly Role[]): Access => {
  if (roles.length === 0) return 'user';
  return roles.includes('control') ? 'adminControl' : 'admin';
};

/** A module's call (src/resource/register.tsx). */
export const registerAccess = (name: string, access: Access): void => void levels.set(name, access);

export const accessOf = (name: string): Access => levels.get(name) ?? 'user';

/** The roles that may make a call: null when public, empty for any logged-in user. */
export const rolesOfCall = (name: string): readonly Role[] | null =>
  ROLES_OF_ACCESS[accessOf(name)];
