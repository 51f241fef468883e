import type { Role } from '../../src/api/types';
import { canSee, rolesOf } from '../../src/auth/access';
import { allPages, pageOf } from '../../src/resource/pageCatalog';

const ADMIN_ONLY = [
  '/model-location',
  '/model-organization',
  '/model-database',
  '/model-entity',
  '/users',
  '/synchronization',
  '/scheduler-page',
  '/synchronization-map-page',
  '/service-messages',
];
const ADMIN_OR_CONTROL = [
  '/photos',
  '/validation',
  '/schoolValidationIssues',
  '/statsDashboard',
  '/validationDashboard',
];
const ADMIN_OR_DEV = ['/dev'];

/** Spec section 2 and 6: who may see each page. */
const expected = (path: string, roles: Role[]) => {
  const has = (...wanted: Role[]) => wanted.some((role) => roles.includes(role));
  if (ADMIN_ONLY.includes(path)) return has('admin');
  if (ADMIN_OR_CONTROL.includes(path)) return has('admin', 'control');
  if (ADMIN_OR_DEV.includes(path)) return has('admin', 'dev_api_list');
  return true;
};

const ROLE_SETS: Role[][] = [
  [],
  ['admin'],
  ['control'],
  ['dev_api_list'],
  ['control', 'dev_api_list'],
  ['admin', 'control'],
  ['admin', 'control', 'dev_api_list'],
];

test('every page of spec section 2 is found in the registry', () => {
  for (const path of [
    '/',
    '/student',
    '/photos',
    '/dren',
    '/school',
    '/validation',
    '/schoolValidationIssues',
    '/statsDashboard',
    '/validationDashboard',
    ...ADMIN_ONLY,
    '/dev',
    '/sync',
    '/statsDashboardBySchool',
    '/statsDashboardStudents',
    '/validationDashboardBySchool',
    '/account',
  ])
    expect(pageOf(path)?.path, path).toBe(path);
});

describe.each(ROLE_SETS.map((roles) => [roles.join('+') || 'aucun rôle', roles] as const))(
  'roles %s',
  (_label, roles) => {
    test.each(allPages().map(({ path }) => path))('%s', (path) => {
      expect(canSee(pageOf(path)!.roles, roles)).toBe(expected(path, roles));
    });
  },
);

test('a user’s roles are the main role plus the additional ones, without duplicates', () => {
  expect(
    rolesOf({ login_role: 'control', login_additionalRoles: ['dev_api_list', 'control'] }),
  ).toEqual(['control', 'dev_api_list']);
  expect(rolesOf({ login_role: '', login_additionalRoles: [] })).toEqual([]);
});

test('an item without roles is visible to a user without roles', () => {
  expect(canSee([], [])).toBe(true);
  expect(canSee(['admin'], [])).toBe(false);
});

test('sub-paths belong to their page', () => {
  expect(pageOf('/users/12')?.path).toBe('/users');
  expect(pageOf('/student/12345678A/show')?.path).toBe('/student');
  expect(pageOf('/synchronization-map-page')?.path).toBe('/synchronization-map-page');
  expect(pageOf('/inconnue')).toBeUndefined();
});
