import { endpoints, type EndpointName } from '../api/endpoints';
import { resourceDefinition, resourceNames, type ResourceDefinition } from '../api/resources';

/** The app's frame (login, session, banner, health): every page makes these calls. */
export const EVERY_PAGE = 'Toutes les pages';

/**
 * The calls a page makes besides its own resource's CRUD calls (derived below from
 * src/api/resources.ts, whose resources are named after their page). Declared here once:
 * a page that starts making a call adds it to its line.
 */
const EXTRA_CALLS: Record<string, readonly EndpointName[]> = {
  [EVERY_PAGE]: [
    'auth.refresh',
    'auth.me',
    'auth.logout',
    'config.getConfig',
    'health',
    'serviceMessage.getDisplayed',
  ],
  '/login': ['auth.login', 'auth.logout'],
  '/account': ['auth.changePassword'],
  '/': ['student.getStudentStats'],
  '/student': [
    'student.getStudentStats',
    'student.getStudentByUuid',
    'student.getStudentValidityIssues',
    'photo.byStudent',
    'photo.miniature',
    'photo.fullsize',
    'sync.studentHistory',
    'config.dsps',
    'dren.getDrens',
    'school.getSchools',
  ],
  '/photos': ['photo.miniature', 'photo.fullsize', 'dren.getDrens', 'school.getSchools'],
  '/school': ['dren.getDrens', 'student.getStudents', 'sync.schoolHistory'],
  '/dren': ['school.getSchools'],
  '/schoolValidationIssues': ['validation.studentRules', 'student.getStudents', 'dren.getDrens'],
  '/validation': ['validation.studentRules', 'validation.studentValidation', 'validation.list'],
  '/statsDashboard': ['stats.studentsByDren', 'stats.studentsByDrenWithState', 'stats.drenStats'],
  '/statsDashboardBySchool': ['stats.studentsBySchool', 'stats.schoolStatsByDren'],
  '/statsDashboardStudents': ['stats.studentsByDrenWithState', 'student.getStudentStats'],
  '/validationDashboard': ['stats.studentsByDrenWithState'],
  '/validationDashboardBySchool': ['stats.studentsBySchool'],
  '/synchronization': [
    'sync.errors',
    'sync.errorStats',
    'sync.deleteErrors',
    'syncProd.schoolUpdates',
    'syncProd.photoUpdates',
    'syncProd.studentUpdates',
    'syncProd.drenUpdates',
  ],
  '/sync': ['sync.history', 'sync.errorStats'],
  '/synchronization-map-page': [
    'sync.history',
    'modelLocation.list',
    'modelDatabase.list',
    'modelDatabaseSource.list',
    'modelEntity.list',
    'modelEntitySource.list',
  ],
  '/scheduler-page': [
    'task.list',
    'task.get',
    'task.create',
    'task.delete',
    'task.execute',
    'task.history',
    'task.logs',
    'task.timeline',
  ],
  '/model-location': ['modelLocation.updateHierarchy'],
  '/model-organization': ['modelOrganization.updateHierarchy'],
  '/model-database': [
    'modelDatabaseSource.list',
    'modelDatabaseSource.load',
    'modelDatabaseSource.save',
    'modelDatabaseSource.delete',
    'modelDatabaseSource.updateOrder',
  ],
  '/model-entity': [
    'modelEntitySource.list',
    'modelEntitySource.load',
    'modelEntitySource.save',
    'modelEntitySource.delete',
    'modelEntitySource.updateOrder',
  ],
  '/users': [],
  '/service-messages': [],
  '/dev': [],
};

const ACTIONS = ['list', 'getOne', 'create', 'update', 'delete'] as const;

/** The spec's calls among a resource's CRUD actions (a module's own endpoints are not listed). */
const callsOfResource = (definition: ResourceDefinition): EndpointName[] =>
  ACTIONS.flatMap((action) => definition[action] ?? []).filter(
    (name): name is EndpointName => name in endpoints,
  );

/** Page (or "Toutes les pages") -> the calls it makes. */
function usageByPage(): Map<string, Set<EndpointName>> {
  const usage = new Map<string, Set<EndpointName>>();
  const add = (page: string, names: readonly EndpointName[]) => {
    const set = usage.get(page) ?? new Set<EndpointName>();
    names.forEach((name) => set.add(name));
    usage.set(page, set);
  };
  for (const name of resourceNames()) {
    if (`/${name}` in EXTRA_CALLS) add(`/${name}`, callsOfResource(resourceDefinition(name)));
  }
  for (const [page, names] of Object.entries(EXTRA_CALLS)) add(page, names);
  return usage;
}

let pagesByCall: Map<EndpointName, string[]> | null = null;

/**
 * The pages that make a call, in the order of the table above. Read on first use, once the
 * resource modules have registered themselves.
 */
export const pagesUsing = (name: EndpointName): readonly string[] => {
  if (!pagesByCall) {
    pagesByCall = new Map();
    for (const [page, names] of usageByPage()) {
      for (const call of names) pagesByCall.set(call, [...(pagesByCall.get(call) ?? []), page]);
    }
  }
  return pagesByCall.get(name) ?? [];
};
