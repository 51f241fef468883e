/** The classes of Ivorian secondary school, with the age a pupil normally has in them. */
import { Weighted } from './random';
import type { Cycle } from './school-names';

export interface SchoolClass {
  name: string;
  /** Age on DEMO_NOW of a pupil who never repeated a year. */
  age: number;
  cycle: 'first' | 'second';
  /** Relative enrolment in a school teaching both cycles. */
  weight: number;
}

/* prettier-ignore */
const CLASS_TABLE: readonly SchoolClass[] = [
  { name: '6ème', age: 11, cycle: 'first', weight: 16 },
  { name: '5ème', age: 12, cycle: 'first', weight: 14 },
  { name: '4ème', age: 13, cycle: 'first', weight: 13 },
  { name: '3ème', age: 14, cycle: 'first', weight: 14 },
  { name: '2nde A', age: 15, cycle: 'second', weight: 8 },
  { name: '2nde C', age: 15, cycle: 'second', weight: 6 },
  { name: '1ère A', age: 16, cycle: 'second', weight: 7 },
  { name: '1ère C', age: 16, cycle: 'second', weight: 3 },
  { name: '1ère D', age: 16, cycle: 'second', weight: 6 },
  { name: 'Tle A', age: 17, cycle: 'second', weight: 6 },
  { name: 'Tle C', age: 17, cycle: 'second', weight: 2 },
  { name: 'Tle D', age: 17, cycle: 'second', weight: 5 },
];

/** Names of the classes, from 6ème to Terminale D. */
export const CLASSES: readonly string[] = CLASS_TABLE.map((c) => c.name);

/** Class draw of a school, by the cycles it teaches. */
export const CLASS_DRAW: Record<Cycle, Weighted<SchoolClass>> = {
  first: new Weighted(
    CLASS_TABLE.filter((c) => c.cycle === 'first').map((c) => [c, c.weight] as const),
  ),
  both: new Weighted(CLASS_TABLE.map((c) => [c, c.weight] as const)),
};

/** Years behind (or ahead of) the normal age: most pupils are on time or one year late. */
export const AGE_DELAY = new Weighted<number>([
  [-1, 5],
  [0, 55],
  [1, 27],
  [2, 13],
]);

/** Years behind that make the age inconsistent with the class (rule class_age_mismatch). */
export const MISMATCH_DELAY = 3;
