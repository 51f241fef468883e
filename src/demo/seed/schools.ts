/**
 * DREN and school records. Their counters start at zero: aggregates.ts fills them
 * in from the generated students.
 */
import type { Dren } from '../../api/types';
import type { DemoSchool } from '../db';
import { AREA_NAME_MIX, DREN_DEFINITIONS, type Area } from './drens';
import type { NameGroup } from './names';
import { Random, Weighted, distribute } from './random';
import { FAMOUS_SCHOOLS, nameSchool, type Cycle } from './school-names';

/** The school count of the full demo data set. */
export const MAX_SCHOOL_COUNT = 2000;

/** What the student generator needs to know about a school beyond its record. */
export interface SchoolProfile {
  school: DemoSchool;
  cycle: Cycle;
  /** Family-name mix of its pupils. */
  nameGroups: Weighted<NameGroup>;
  /** Relative number of pupils. */
  size: number;
  /** Share of its pupils with data issues (besides a missing photo). */
  issueRate: number;
  /** Share of its pupils photographed. */
  photoRate: number;
}

/**
 * Data quality and photo campaign progress differ from school to school: half
 * of them are clean, a fifth lag behind. Overall about 8% of the students have
 * data issues and 85% have a photo.
 */
const QUALITY = new Weighted<{ issueRate: number; photoRate: number }>([
  [{ issueRate: 0.005, photoRate: 0.99 }, 50],
  [{ issueRate: 0.08, photoRate: 0.9 }, 30],
  [{ issueRate: 0.28, photoRate: 0.45 }, 20],
]);

export interface Geography {
  drens: Dren[];
  schools: DemoSchool[];
  profiles: SchoolProfile[];
}

/**
 * About 25 pupils per school, at most MAX_SCHOOL_COUNT schools, at least two per
 * DREN: the default 50,000 pupils give the full 2,000 schools.
 */
export function schoolCountFor(studentCount: number): number {
  const perDren = DREN_DEFINITIONS.length * 2;
  return Math.min(MAX_SCHOOL_COUNT, Math.max(perDren, Math.ceil(studentCount / 25)));
}

const NAME_MIX_BY_AREA = Object.fromEntries(
  Object.entries(AREA_NAME_MIX).map(([area, mix]) => [area, new Weighted(mix)]),
) as Record<Area, Weighted<NameGroup>>;

function cycleSize(cycle: Cycle, type: DemoSchool['school_type']): number {
  return (cycle === 'both' ? 1.6 : 1) * (type === 'Public' ? 1.15 : 0.8);
}

export function generateGeography(seed: number, schoolCount: number): Geography {
  const rng = new Random(seed, 'geography');
  const drens: Dren[] = [];
  const schools: DemoSchool[] = [];
  const profiles: SchoolProfile[] = [];
  const usedNames = new Set<string>(FAMOUS_SCHOOLS.map((s) => s.name));
  const shares = distribute(
    schoolCount,
    DREN_DEFINITIONS.map((d) => d.weight),
  );

  DREN_DEFINITIONS.forEach((definition, index) => {
    const dren: Dren = {
      dren_id: index + 1,
      dren_code: `DREN-${definition.code}`,
      dren_name: `DREN ${definition.name}`,
      dren_city: definition.area === 'abidjan' ? 'Abidjan' : definition.towns[0],
      dren_schoolCount: 0,
      dren_studentCount: 0,
      dren_validatedCount: 0,
    };
    drens.push(dren);
    const prefix = String(index + 1).padStart(2, '0');
    const usedCodes = new Set<number>();
    const publicShare = definition.area === 'abidjan' ? 0.38 : 0.55;
    const famous = FAMOUS_SCHOOLS.filter((s) => s.dren === definition.code);

    for (let k = 0; k < shares[index]; k++) {
      let code = rng.int(1000, 9999);
      while (usedCodes.has(code)) code = rng.int(1000, 9999);
      usedCodes.add(code);
      // The seat of the DREN holds about half of its schools.
      const town = rng.chance(0.5) ? definition.towns[0] : rng.pick(definition.towns);
      const named =
        k < famous.length
          ? { name: famous[k].name, type: famous[k].type, cycle: famous[k].cycle }
          : nameSchool(rng, town, publicShare, usedNames);
      const school: DemoSchool = {
        school_id: schools.length + 1,
        school_code: prefix + code,
        school_name: named.name,
        school_city: k < famous.length ? famous[k].town : town,
        school_type: named.type,
        dren_id: dren.dren_id,
        dren_name: dren.dren_name,
        school_studentCount: 0,
        school_validatedCount: 0,
        school_issueCount: 0,
      };
      schools.push(school);
      profiles.push({
        school,
        cycle: named.cycle,
        nameGroups: NAME_MIX_BY_AREA[definition.area],
        size: cycleSize(named.cycle, named.type) * (0.5 + rng.next()),
        ...QUALITY.draw(rng),
      });
    }
  });
  return { drens, schools, profiles };
}
