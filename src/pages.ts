import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApiIcon from '@mui/icons-material/Api';
import BarChartIcon from '@mui/icons-material/BarChart';
import CategoryIcon from '@mui/icons-material/Category';
import DomainIcon from '@mui/icons-material/Domain';
import FaceIcon from '@mui/icons-material/Face';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HomeIcon from '@mui/icons-material/Home';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PieChartIcon from '@mui/icons-material/PieChart';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SchoolIcon from '@mui/icons-material/School';
import StorageIcon from '@mui/icons-material/Storage';
import SyncIcon from '@mui/icons-material/Sync';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { Role } from './api/types';
import { registerPageTable } from './resource/pageCatalog';
import type { PageDefinition } from './resource/types';
import drens from './drens';
import schools from './schools';
import schoolIssues from './schoolIssues';
import students from './students';
import photos from './photos';
import databases from './model/databases';
import entities from './model/entities';

export { MENU_GROUPS } from './resource/types';
export type { MenuGroup, PageDefinition, ResourceViews } from './resource/types';
export { pageOf } from './resource/pageCatalog';

const ADMIN: readonly Role[] = ['admin'];
const ADMIN_CONTROL: readonly Role[] = ['admin', 'control'];
const ANY: readonly Role[] = [];

/**
 * Spec section 2: every page of the app, in menu order. Resource modules add their own
 * pages (users, service messages: `src/<feature>/resource.ts`); read them all through
 * `allPages()` / `pageOf()` of `src/resource/pageCatalog.ts`.
 */
export const pages: readonly PageDefinition[] = [
  {
    path: '/',
    title: 'Accueil',
    description: "Vue d'ensemble et raccourcis",
    icon: HomeIcon,
    roles: ANY,
    group: 'main',
    load: () => import('./home/HomePage'),
  },
  {
    path: '/student',
    title: 'Élèves',
    description: 'Rechercher et consulter les élèves',
    icon: FaceIcon,
    roles: ANY,
    group: 'main',
    views: students,
  },
  {
    path: '/photos',
    title: 'Photos',
    description: "Photos d'identité des élèves",
    icon: PhotoLibraryIcon,
    roles: ADMIN_CONTROL,
    group: 'main',
    views: photos,
  },
  {
    path: '/dren',
    title: 'DREN',
    description: "Directions régionales de l'Éducation nationale",
    icon: MapIcon,
    roles: ANY,
    group: 'main',
    views: drens,
  },
  {
    path: '/school',
    title: 'Écoles',
    description: 'Établissements scolaires et leurs effectifs',
    icon: SchoolIcon,
    roles: ANY,
    group: 'main',
    views: schools,
  },
  {
    path: '/validation',
    title: 'Validation des données',
    description: 'Valider les données et les photos des élèves',
    icon: FactCheckIcon,
    roles: ADMIN_CONTROL,
    group: 'main',
    load: () => import('./validation/ValidationPage'),
  },
  {
    path: '/schoolValidationIssues',
    title: 'Élèves à corriger',
    description: 'Établissements ayant des élèves à corriger',
    icon: ReportProblemIcon,
    roles: ADMIN_CONTROL,
    group: 'main',
    views: schoolIssues,
  },
  {
    path: '/statsDashboard',
    title: 'Statistiques élèves',
    description: 'Effectifs et états de validation par DREN',
    icon: BarChartIcon,
    roles: ADMIN_CONTROL,
    group: 'main',
    load: () => import('./dashboards/StatsDashboard'),
  },
  {
    path: '/validationDashboard',
    title: 'Statistiques photos',
    description: 'Avancement de la validation des photos',
    icon: PieChartIcon,
    roles: ADMIN_CONTROL,
    group: 'main',
    load: () => import('./dashboards/ValidationDashboard'),
  },
  {
    path: '/model-location',
    title: 'Infrastructure',
    description: 'Sites, bâtiments et salles',
    icon: DomainIcon,
    roles: ADMIN,
    group: 'model',
    load: () => import('./model/LocationTreePage'),
  },
  {
    path: '/model-organization',
    title: 'Organisations',
    description: 'Directions, services et bureaux',
    icon: AccountTreeIcon,
    roles: ADMIN,
    group: 'model',
    load: () => import('./model/OrganizationTreePage'),
  },
  {
    path: '/model-database',
    title: 'Bases de données',
    description: 'Bases de données et leurs sources',
    icon: StorageIcon,
    roles: ADMIN,
    group: 'model',
    views: databases,
  },
  {
    path: '/model-entity',
    title: 'Entités',
    description: 'Entités du modèle et leurs sources',
    icon: CategoryIcon,
    roles: ADMIN,
    group: 'model',
    views: entities,
  },
  {
    path: '/dev',
    title: 'Liste des API',
    description: "Appels de l'API disponibles",
    icon: ApiIcon,
    roles: ['admin', 'dev_api_list'],
    group: 'admin',
    hiddenFromMenu: true,
    load: () => import('./dev/DevPage'),
  },
  {
    path: '/synchronization',
    title: 'Synchronisations',
    description: 'Historique et erreurs des synchronisations',
    icon: SyncIcon,
    roles: ADMIN,
    group: 'admin',
    load: () => import('./synchronization/SynchronizationPage'),
  },
  {
    path: '/scheduler-page',
    title: 'Tâches planifiées',
    description: 'Planification et exécutions des tâches',
    icon: ScheduleIcon,
    roles: ADMIN,
    group: 'admin',
    load: () => import('./scheduler/SchedulerPage'),
  },
  {
    path: '/synchronization-map-page',
    title: 'Carte des synchronisations',
    description: 'Flux des données entre sites, bases, entités et synchronisations',
    icon: HubIcon,
    roles: ADMIN,
    group: 'admin',
    load: () => import('./syncMap/SyncMapPage'),
  },
  {
    path: '/sync',
    title: 'Synchronisation',
    description: 'État de la dernière synchronisation',
    icon: SyncAltIcon,
    roles: ANY,
    contentRoles: ADMIN,
    group: 'main',
    hiddenFromMenu: true,
    load: () => import('./sync/SyncOverviewPage'),
  },
  {
    path: '/statsDashboardBySchool',
    title: 'Statistiques par école',
    description: 'Effectifs et validation école par école',
    icon: TableChartIcon,
    roles: ANY,
    contentRoles: ADMIN_CONTROL,
    group: 'main',
    hiddenFromMenu: true,
    load: () => import('./dashboards/StatsBySchoolPage'),
  },
  {
    path: '/statsDashboardStudents',
    title: 'Statistiques détaillées des élèves',
    description: 'Répartition des élèves par classe et par état',
    icon: InsightsIcon,
    roles: ANY,
    // Opened from the statistics (a DREN or a school chosen there): no use to others.
    contentRoles: ADMIN_CONTROL,
    group: 'main',
    hiddenFromMenu: true,
    load: () => import('./dashboards/StatsStudentsPage'),
  },
  {
    path: '/validationDashboardBySchool',
    title: 'Validation photo par école',
    description: 'Avancement de la validation photo par école',
    icon: TableChartIcon,
    roles: ANY,
    contentRoles: ADMIN_CONTROL,
    group: 'main',
    hiddenFromMenu: true,
    load: () => import('./dashboards/ValidationBySchoolPage'),
  },
  {
    path: '/account',
    title: 'Mon profil',
    description: 'Mes informations et mon mot de passe',
    icon: PersonIcon,
    roles: ANY,
    group: 'main',
    hiddenFromMenu: true,
    load: () => import('./account/AccountPage'),
  },
];

registerPageTable(pages);
