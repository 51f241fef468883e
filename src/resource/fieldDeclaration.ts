import type * as Zod from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

type Zod = typeof Zod;

/** How a field is shown and typed in the generated views. */
export type FieldType = 'text' | 'longText' | 'number' | 'boolean' | 'date' | 'choice';

interface FieldBase {
  /** French label (list header, form input, show). */
  label: string;
  type: FieldType;
  /** For `choice`: the values and their French names. */
  choices?: readonly { id: string; name: string }[];
  /** Shown as a list column (default true). */
  inList?: boolean;
  /** The list can sort on it (default: when shown in the list). */
  sortable?: boolean;
  /** Searched by the list's search box (`q`). */
  searchable?: boolean;
  /** Set by the server, never typed (a creation date...): shown, not in the forms. */
  readOnly?: boolean;
}

/** A field with no rule: `required` or not (default: not), any value is taken. */
interface FieldWithoutRule extends FieldBase {
  rule?: undefined;
  /**
   * An empty value is refused with « Ce champ est obligatoire. » (form and demo API) and the
   * input's label shows the required marker. Otherwise an empty value is saved as null.
   */
  required?: boolean;
}

/**
 * A field with a rule says whether it is `required`: a rule only checks a value that is not
 * empty, so `rule: (z) => z.string().check(z.minLength(1))` alone would let an empty value
 * through (docs/resources.md, « Migration »). Typecheck and start-up refuse a rule alone.
 */
interface FieldWithRule extends FieldBase {
  /**
   * The rule a value that is not empty must follow, with French messages: the same zod schema
   * checks the form (react-admin's `resolver`) and the demo API's request (400 with field
   * errors). A function given zod (`zod/mini`), so that modules, loaded at start, carry no
   * validator: the rules are built in the forms' and the demo API's chunks.
   */
  rule: (z: Zod) => $ZodType;
  /** `true`: an empty value is refused with « Ce champ est obligatoire. »; `false`: saved as null. */
  required: boolean;
}

export type FieldDeclaration = FieldWithoutRule | FieldWithRule;
