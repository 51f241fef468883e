/** The data-quality rules a student can break, and the ids of their violations. */
import type { ValidationRule } from '../../api/types';

export type RuleId =
  | 'birthdate_missing'
  | 'name_format'
  | 'photo_missing'
  | 'class_age_mismatch'
  | 'duplicate_suspected';

/* prettier-ignore */
const RULES: readonly ValidationRule[] = [
  { rule_id: 'birthdate_missing', rule_label: 'Date de naissance manquante', rule_field: 'student_birthDate', rule_severity: 'error' },
  { rule_id: 'name_format', rule_label: 'Nom mal orthographié ou incomplet', rule_field: 'student_lastName', rule_severity: 'warning' },
  { rule_id: 'photo_missing', rule_label: 'Photo manquante', rule_field: 'student_hasPhoto', rule_severity: 'error' },
  { rule_id: 'class_age_mismatch', rule_label: 'Âge incohérent avec la classe', rule_field: 'student_class', rule_severity: 'warning' },
  { rule_id: 'duplicate_suspected', rule_label: 'Doublon suspecté', rule_field: 'student_idNumber', rule_severity: 'error' },
];

/** Fresh copies of the rules (the demo database is mutable). */
export function generateValidationRules(): ValidationRule[] {
  return RULES.map((rule) => ({ ...rule }));
}

const RULE_ORDER = new Map(RULES.map((rule, index) => [rule.rule_id, index]));

/** Adds a rule id to a student's issues, keeping them in the order of the rules. */
export function addIssue(issues: string[], ruleId: RuleId): void {
  if (issues.includes(ruleId)) return;
  const rank = RULE_ORDER.get(ruleId) ?? 0;
  let at = issues.length;
  while (at > 0 && (RULE_ORDER.get(issues[at - 1]) ?? 0) > rank) at--;
  issues.splice(at, 0, ruleId);
}
