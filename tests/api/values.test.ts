// @vitest-environment node
import { schoolSchema } from '../../src/api/schemas/records';
import { sampleRecord } from '../helpers/sampleAnswer';

const school = sampleRecord('school.getSchools', 'school_id', 7) as Record<string, unknown>;

test('a record id is a whole number from 1, a count a whole number from 0', () => {
  expect(schoolSchema.safeParse(school).success).toBe(true);
  expect(schoolSchema.safeParse({ ...school, school_id: 0 }).success).toBe(false);
  expect(schoolSchema.safeParse({ ...school, dren_id: -3 }).success).toBe(false);
  expect(schoolSchema.safeParse({ ...school, school_studentCount: 0 }).success).toBe(true);
  expect(schoolSchema.safeParse({ ...school, school_studentCount: -1 }).success).toBe(false);
});
