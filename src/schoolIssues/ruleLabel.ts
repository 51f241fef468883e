import type { ValidationRule } from '../api/types';

/**
 * A broken rule as a reader knows it: its label from GET /api/validation/studentRules, or, for
 * an id the server did not list there, « Règle non répertoriée (code) » rather than a bare code.
 */
export const ruleLabel = (rules: ReadonlyMap<string, ValidationRule> | undefined, id: string) =>
  rules?.get(id)?.rule_label ?? `Règle non répertoriée (${id})`;
