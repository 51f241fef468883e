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
import { generatePhotos } from './photos';
import { generateValidationRules } from './rules';
import { generateGeography, schoolCountFor } from './schools';
import { generateStudents } from './students';
import { generateSync } from './sync';
import { generateTasks } from './tasks';
import { generateValidations } from './validations';

export { DEMO_NOW } from './clock';
export { CLASSES } from './classes';
export { computeAggregates } from './aggregates';
export { cronOccurrences, isValidCron, parseCron } from './cron';

/** `now`: the instant the scheduler's history leads up to (ms); DEMO_NOW by default. */
export function generateDemoDb(options: DemoDbOptions & { now?: number } = {}): DemoDb {
  const seed = options.seed ?? DEFAULT_SEED;
  const studentCount = Math.max(0, Math.floor(options.students ?? DEFAULT_STUDENT_COUNT));

  const { drens, schools, profiles } = generateGeography(seed, schoolCountFor(studentCount));
  const students = generateStudents(seed, studentCount, profiles);
  computeAggregates(drens, schools, students);
  const photos = generatePhotos(seed, students);
  const logins = generateLogins(seed);
  const modelLocations = generateModelLocations();
  const modelOrganizations = generateModelOrganizations();

  return {
    drens,
    schools,
    students,
    photos,
    logins,
    serviceMessages: generateServiceMessages(),
    ...generateSync(seed, students, schools, drens, photos),
    ...generateTasks(seed, options.now),
    validationRules: generateValidationRules(),
    validations: generateValidations(seed, students, photos, validatorNames(logins)),
    modelLocations,
    modelOrganizations,
    ...generateModelSources(modelLocations, modelOrganizations),
  };
}
