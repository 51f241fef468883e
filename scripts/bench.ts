/**
 * `npm run bench`: a report, not a test (it exits 0 whatever the figures).
 *   (a) time to generate the default demo data set (budget 1 s);
 *   (b) time of a list request over 50,000 students in Node (budget 20 ms);
 *   (c) JavaScript per route on first load, gzip (app shell + home 300 kB, login 150 kB),
 *       and what each part adds to the shell's first stage;
 *   (d) exporting all 50,000 students as CSV at 1,500 ms latency (budget 15 s);
 *   (e) the five dashboards in Chromium, navigation to data shown (budget: median 1 s);
 *   (f) the photo grid: navigation to /photos -> visible thumbnails painted, and one scroll;
 *   (g) the validation queue at 300 ms latency: key press -> next photo painted (median, p95),
 *       then 300 decisions in a row, checked (none skipped, none sent twice, count left exact).
 *   (h) `-- lighthouse` only: the login page's first load in Lighthouse 12 (mobile preset),
 *       production and demo builds beside react-admin's hello world.
 * `npm run bench -- data`, `-- routes`, `-- validation`, `-- photos`, `-- export` or `-- dashboards` runs one part only.
 * `npm run bench -- network` (not part of the default run) builds the production build, times
 * repeat visits on slow 4G (bench/networkVisits.ts) and plays network outages on the review
 * queue (bench/networkOutage.ts).
 * `npm run bench -- controllers [decisions]` (not part of the default run): 1, 2 and 5
 * controllers on one validation queue, with and without the lease calls (bench/controllers.ts).
 * `npm run bench -- scale [5000,50000] [samples]` (not part of the default run: it takes
 * minutes) compares the demo build at 5k, 50k and 500k students (bench/scale.ts).
 * `npm run bench -- firstpages [dev,demo,production] [samples]` (not part of the default run):
 * login → /student, a second tab and a new tab on a record, under `npm start`, in the demo
 * build and in the production build (bench/firstPages.ts).
 * `npm run bench -- day [decisions] [hours]` (not part of the default run): listeners, DOM nodes,
 * heap after GC and what of it is not compiled code over a working day of keyboard decisions in
 * the queue (bench/workingDay.ts).
 */
import './bench/productionEnv';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportControllers } from './bench/controllers';
import { reportDashboards } from './bench/dashboards';
import { reportData } from './bench/data';
import { reportExport } from './bench/export';
import { reportFirstPages } from './bench/firstPages';
import { reportLighthouse } from './bench/lighthouse';
import { reportNetworkOutages } from './bench/networkOutage';
import { reportNetworkVisits } from './bench/networkVisits';
import { reportPhotoGrid } from './bench/photoGrid';
import { reportRoutes } from './bench/routes';
import { reportScale } from './bench/scale';
import { reportValidation } from './bench/validation';
import { reportWorkingDay } from './bench/workingDay';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];

const main = async () => {
  console.log(`Benchmark of ${root} — Node ${process.version}`);
  if (!only || only === 'data') await reportData();
  if (!only || only === 'routes') await reportRoutes(root);
  if (!only || only === 'validation') await reportValidation(root);
  if (!only || only === 'photos') await reportPhotoGrid(root);
  if (!only || only === 'export') await reportExport();
  if (!only || only === 'dashboards') await reportDashboards(root);
  if (only === 'lighthouse') await reportLighthouse(root);
  if (only === 'network') await reportNetworkVisits(root);
  if (only === 'scale') await reportScale(root, process.argv.slice(3));
  if (only === 'network') await reportNetworkOutages();
  if (only === 'firstpages') await reportFirstPages(root, process.argv.slice(3));
  if (only === 'controllers') await reportControllers(root, process.argv.slice(3));
  if (only === 'day') await reportWorkingDay(root, process.argv.slice(3));
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
