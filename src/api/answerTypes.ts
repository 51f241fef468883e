import type * as z from 'zod/mini';

export type AnswerSchema = z.core.$ZodType;

/**
 * What a call answers, when it is not JSON: the two photo calls send an image.
 * `kind: 'list'` marks the paged lists (docs/api.md, "Lists"): they take the list parameters.
 */
export type Answer =
  | { kind: 'json'; schema: AnswerSchema }
  | { kind: 'list'; schema: AnswerSchema }
  | { kind: 'image' };
