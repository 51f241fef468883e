// @vitest-environment node
import type { ValidationRule } from '../../src/api/types';
import { ruleLabel } from '../../src/schoolIssues/ruleLabel';

const rule = {
  rule_id: 'birthdate-missing',
  rule_label: 'Date de naissance manquante',
  rule_field: 'student_birthDate',
  rule_severity: 'error',
} as ValidationRule;
const rules = new Map([[rule.rule_id, rule]]);

test('a broken rule reads as its French label, an unlisted code as « Règle non répertoriée »', () => {
  expect(ruleLabel(rules, 'birthdate-missing')).toBe('Date de naissance manquante');
  expect(ruleLabel(rules, 'XK-27')).toBe('Règle non répertoriée (XK-27)');
  expect(ruleLabel(undefined, 'XK-27')).toBe('Règle non répertoriée (XK-27)');
});
