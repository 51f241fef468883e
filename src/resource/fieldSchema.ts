import * as z from 'zod/mini';
import type { FieldDeclaration } from './fieldDeclaration';

/** What a value of each type must be, with the French message of a value of another type. */
const typeSchemas: Record<Exclude<FieldDeclaration['type'], 'choice'>, () => z.ZodMiniType> = {
  text: () => z.string({ error: 'Texte attendu.' }),
  longText: () => z.string({ error: 'Texte attendu.' }),
  number: () => z.number({ error: 'Nombre attendu.' }),
  boolean: () => z.boolean({ error: 'Oui ou non attendu.' }),
  date: () => z.iso.date({ error: 'Date attendue (AAAA-MM-JJ).' }),
};

const choiceSchema = (field: FieldDeclaration) => {
  const ids = (field.choices ?? []).map(({ id }) => id);
  return z.enum(ids, {
    error: `Valeur non autorisée (valeurs possibles : ${ids.join(', ') || 'aucune'}).`,
  });
};

/**
 * Everything a field declares about a value that is not empty: its type (a `choice`, one of its
 * choices), then its `rule`. One schema for the form, the demo API, the answers and the OpenAPI
 * document: exported as JSON Schema it says the rule's constraints (integer, minimum, maximum,
 * maxLength, pattern, format) and a choice's `enum`.
 */
export const valueSchemaOf = (field: FieldDeclaration): z.ZodMiniType => {
  const rule = field.rule?.(z) as z.ZodMiniType | undefined;
  if (field.type === 'choice')
    return rule ? z.pipe(rule, choiceSchema(field)) : choiceSchema(field);
  const type = typeSchemas[field.type]();
  return rule ? z.pipe(type, rule) : type;
};
