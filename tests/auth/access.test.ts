import type { Role } from '../../src/api/types';
import { canSee, rolesOf } from '../../src/auth/access';
import { allPages, pageOf } from '../../src/resource/pageCatalog';
import { resourceDeclarations } from '../../src/resource/register';

const ANY: readonly Role[] = [];
const ADMIN: readonly Role[] = ['admin'];
const ADMIN_CONTROL: readonly Role[] = ['admin', 'control'];

/**
 * Spec sections 2 and 6: every page the spec names, with the roles that may see it (none:
 * any logged-in user). Written from the spec, not read from the code, so a wrong guard fails.
 */
const SPEC_PAGES: Record<string, readonly Role[]> = {
  '/': ANY,
  '/student': ANY,
  '/photos': ADMIN_CONTROL,
  '/dren': ANY,
  '/school': ANY,
  '/validation': ADMIN_CONTROL,
  '/schoolValidationIssues': ADMIN_CONTROL,
  '/statsDashboard': ADMIN_CONTROL,
  '/validationDashboard': ADMIN_CONTROL,
  '/model-location': ADMIN,
  '/model-organization': ADMIN,
  '/model-database': ADMIN,
  '/model-entity': ADMIN,
  '/users': ADMIN,
  '/dev': ['admin', 'dev_api_list'],
  '/synchronization': ADMIN,
  '/scheduler-page': ADMIN,
  '/synchronization-map-page': ADMIN,
  '/service-messages': ADMIN,
  '/sync': ANY,
  '/statsDashboardBySchool': ANY,
  '/statsDashboardStudents': ANY,
  '/validationDashboardBySchool': ANY,
  '/account': ANY,
};

/**
 * Who may see a page: the spec's roles for the spec's pages; for a page a resource module
 * adds, the roles its declaration gives (so adding a module edits no list here).
 */
const requiredRoles = (path: string): readonly Role[] | undefined =>
  SPEC_PAGES[path] ??
  resourceDeclarations().find((declaration) => `/${declaration.name}` === path)?.page?.roles;

const expected = (path: string, roles: Role[]) => {
  const required = requiredRoles(path);
  if (!required) throw new Error(`${path} : page absente de la spécification et d'un module`);
  return required.length === 0 || required.some((role) => roles.includes(role));
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
  for (const path of Object.keys(SPEC_PAGES)) expect(pageOf(path)?.path, path).toBe(path);
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
