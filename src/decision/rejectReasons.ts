import type { Student, ValidationRule } from '../api/types';
import type { Target } from './labels';

/** What makes an identity photo unusable on a card. */
export const PHOTO_REASONS = [
  'Photo floue',
  'Fond non uniforme',
  'Visage partiellement masqué',
  'Photo trop sombre',
  'Cadrage incorrect : visage coupé',
  'Couvre-chef non autorisé',
];

/**
 * The reasons offered when rejecting: for data, the rules (those the student breaks first);
 * for a photo, the photo's defects, and the missing photo rule.
 */
export const rejectReasons = (
  target: Target,
  student: Student,
  rules: readonly ValidationRule[],
): string[] => {
  if (target === 'photo') return PHOTO_REASONS;
  const issues = student.student_issues ?? [];
  const broken = rules.filter((rule) => issues.includes(rule.rule_id));
  const others = rules.filter((rule) => !issues.includes(rule.rule_id));
  return [...broken, ...others].map((rule) => rule.rule_label);
};
