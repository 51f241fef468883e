import { ApiError } from './types';

/** How one field of a payload is checked. */
export type Rule = { required?: boolean } & (
  | { type: 'string'; min?: number; max?: number; email?: boolean; secret?: boolean }
  | { type: 'integer'; nullable?: boolean; min?: number }
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'list'; values: readonly string[] }
);

export type Schema = Record<string, Rule>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const REQUIRED = 'Ce champ est obligatoire.';
export const INVALID = 'Données invalides : vérifiez les champs signalés.';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Whether a blank value is a value of its own (a text, or an enum with '' among its values). */
const acceptsBlank = (rule: Rule) =>
  rule.type === 'string' || (rule.type === 'enum' && rule.values.includes(''));

/** The French message for a bad value, or null when the value is fine. */
function problem(rule: Rule, value: unknown): string | null {
  switch (rule.type) {
    case 'string': {
      if (typeof value !== 'string') return 'Texte attendu.';
      const length = value.trim().length;
      if (rule.min && length < rule.min) return `${rule.min} caractères au minimum.`;
      if (rule.max && length > rule.max) return `${rule.max} caractères au maximum.`;
      return rule.email && !EMAIL.test(value.trim()) ? 'Adresse e-mail invalide.' : null;
    }
    case 'integer':
      if (!Number.isInteger(value)) return 'Nombre entier attendu.';
      return rule.min !== undefined && (value as number) < rule.min
        ? `Valeur minimale : ${rule.min}.`
        : null;
    case 'boolean':
      return typeof value === 'boolean' ? null : 'Valeur vrai/faux attendue.';
    case 'enum':
      return rule.values.includes(value as string)
        ? null
        : `Valeur non autorisée (valeurs possibles : ${rule.values.join(', ') || 'aucune'}).`;
    case 'list':
      return Array.isArray(value) && value.every((item) => rule.values.includes(item as string))
        ? null
        : `Liste de valeurs parmi : ${rule.values.join(', ')}.`;
  }
}

/**
 * Checks a payload against a schema and collects French messages per field. On creation
 * the required fields must be there; on update absent fields keep their stored value.
 * `values` holds the schema's fields present in the payload (strings trimmed, except secrets).
 */
export class Checker {
  readonly values: Record<string, unknown> = {};
  readonly errors: Record<string, string> = {};
  private headline: string | undefined;

  constructor(body: Record<string, unknown>, schema: Schema, creating: boolean) {
    for (const [field, rule] of Object.entries(schema)) {
      const raw = body[field];
      const trim = typeof raw === 'string' && !(rule.type === 'string' && rule.secret);
      const value = trim ? raw.trim() : raw;
      // A secret of spaces is a value (refused by its own rule), not a missing one.
      const secret = rule.type === 'string' && rule.secret;
      if (secret ? value === undefined || value === null || value === '' : isEmpty(value)) {
        if (rule.type === 'integer' && rule.nullable && value === null) this.values[field] = null;
        else if (rule.required && (creating || field in body)) this.fail(field, REQUIRED);
        else if (typeof value === 'string' && acceptsBlank(rule)) this.values[field] = value;
        continue;
      }
      const message = problem(rule, value);
      if (message) this.fail(field, message);
      else this.values[field] = value;
    }
  }

  /** Adds a field's message; a `headline` one also becomes the answer's message. */
  fail(field: string, message: string, headline = false): void {
    this.errors[field] ??= message;
    if (headline) this.headline ??= message;
  }

  /** Throws the 400 answer when a field is wrong. */
  done(): void {
    if (Object.keys(this.errors).length) {
      throw new ApiError(400, this.headline ?? INVALID, this.errors);
    }
  }
}
