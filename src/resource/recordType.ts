import type { FieldDeclaration } from './fieldDeclaration';

/** A field's value as the record holds it: its type's, a choice's ids; `null` unless required. */
type ValueOf<F extends FieldDeclaration> =
  | (F['type'] extends 'number'
      ? number
      : F['type'] extends 'boolean'
        ? boolean
        : F['type'] extends 'choice'
          ? F['choices'] extends readonly { id: infer Id }[]
            ? Id
            : string
          : string)
  | (F extends { required: true } ? never : null);

/** Spreads an intersection into one object type (what an editor shows on hover). */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * The record a declaration's `fields` describe, with its id (`idField`) and a section's owner
 * id (`section.target`), both numbers: `RecordOf<typeof declaration>` names it in a seed.
 */
export type RecordFrom<
  Fields extends Record<string, FieldDeclaration>,
  Id extends string,
  Target extends string = never,
> = string extends keyof Fields
  ? // While TypeScript has not yet read the fields (the first pass of its inference), any record.
    Record<string, unknown>
  : Flat<
      { [K in Id]: number } & { [K in Target]: number } & {
        -readonly [K in keyof Fields]: ValueOf<Fields[K]>;
      }
    >;
