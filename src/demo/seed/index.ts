/**
 * Deterministic generator of the demo database: the same seed and options give
 * the same data, every date being relative to DEMO_NOW.
 */
import { DEFAULT_SEED, DEFAULT_STUDENT_COUNT, type DemoDb, type DemoDbOptions } from '../db';
import { generateLogins, validatorNames } from './accounts';
import { computeAggregates } from './aggregates';
import { generateServiceMessages } from './messages';
import { generateModelSources } from './model-sources';
import { generateModelLocations, generateModelOrganizations } from './model-trees';
import { photoSteps } from './photos';
import { generateValidationRules } from './rules';
import { generateGeography, schoolCountFor } from './schools';
import { studentSteps } from './students';
import { runSteps, runStepsInSlices, type Steps } from './steps';
import { generateSync } from './sync';
import { generateTasks } from './tasks';
import { generateValidations } from './validations';

export { DEMO_NOW } from './clock';
export { CLASSES } from './classes';
export { computeAggregates } from './aggregates';
export { cronOccurrences, isValidCron, parseCron } from './cron';

/** `now`: the instant the scheduler's history leads up to (ms); DEMO_NOW by default. */
export type GenerationOptions = DemoDbOptions & { now?: number };

/** The generation, in steps (./steps.ts): the big tables pause every thousand records. */
function* demoDbSteps(options: GenerationOptions): Steps<DemoDb> {
  const seed = options.seed ?? DEFAULT_SEED;
  const studentCount = Math.max(0, Math.floor(options.students ?? DEFAULT_STUDENT_COUNT));

  const { drens, schools, profiles } = generateGeography(seed, schoolCountFor(studentCount));
  const students = yield* studentSteps(seed, studentCount, profiles);
  computeAggregates(drens, schools, students);
  yield;
  const photos = yield* photoSteps(seed, students);
  const logins = generateLogins(seed);
  const modelLocations = generateModelLocations();
  const modelOrganizations = generateModelOrganizations();
  const sync = generateSync(seed, students, schools, drens, photos);
  yield;
  const validations = generateValidations(seed, students, photos, validatorNames(logins));
  yield;

  return {
    drens,
    schools,
    students,
    photos,
    logins,
    serviceMessages: generateServiceMessages(),
    ...sync,
    ...generateTasks(seed, options.now),
    validationRules: generateValidationRules(),
    validations,
    modelLocations,
    modelOrganizations,
    ...generateModelSources(modelLocations, modelOrganizations),
  };
}

export const generateDemoDb = (options: GenerationOptions = {}): DemoDb =>
  runSteps(demoDbSteps(options));

/** The same data, generated in slices of the thread's time (the browser's demo worker). */
export const generateDemoDbInSlices = (options: GenerationOptions = {}): Promise<DemoDb> =>
  runStepsInSlices(demoDbSteps(options));
export { generateLogins, generateServiceMessages };
