/**
 * jsdom's computed style, as a browser computes it: fewer rules looked at, no work done twice.
 * A whole-app test spent about 40 % of its CPU in `getComputedStyle`, which Testing Library's
 * role queries call for every node of every accessible name they compute, each time building
 * the style afresh from every rule of every sheet (some 700 for one page of the app).
 * - A rule whose every selector needs a class the element lacks is not matched at all (a
 *   browser looks only at the rules whose rightmost part could match).
 * - The style of an element is computed once until the document changes: jsdom drops its own
 *   cache of matched rules on any change of the document (`_styleCache`), and this one with it.
 */
interface RuleCheck {
  check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: unknown };
}
interface ElementImpl {
  getAttributeNS(namespace: null, name: string): string | null;
}

/** The text outside brackets and parentheses, split at the top-level commas. */
const topLevelParts = (selector: string): string[] | null => {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && char === ',') {
      parts.push(current);
      current = '';
    } else if (depth === 0) current += char;
  }
  parts.push(current);
  return depth === 0 ? parts : null;
};

/**
 * The classes an element needs for one of the selectors to match it, each selector's set
 * read from its rightmost compound; null when a selector needs none (or could not be read).
 */
const requiredClasses = (selector: string): string[][] | null => {
  if (selector.includes('\\')) return null;
  const parts = topLevelParts(selector);
  if (!parts) return null;
  const sets: string[][] = [];
  for (const part of parts) {
    const rightmost =
      part
        .trim()
        .split(/[\s>+~]+/)
        .pop() ?? '';
    const classes = [...rightmost.matchAll(/\.([\w-]+)/g)].map((found) => found[1]);
    if (classes.length === 0) return null;
    sets.push(classes);
  }
  return sets;
};

const needs = new Map<string, string[][] | null>();
/** Each element's classes, read again only when its attribute changed (every rule asks). */
const classSets = new WeakMap<ElementImpl, { text: string; set: Set<string> }>();
const classesOf = (element: ElementImpl): Set<string> => {
  const text = element.getAttributeNS(null, 'class') ?? '';
  let known = classSets.get(element);
  if (known?.text !== text)
    classSets.set(element, (known = { text, set: new Set(text.split(/\s+/)) }));
  return known.set;
};

const filtered = (ruleCheck: RuleCheck): RuleCheck['check'] => {
  const check = ruleCheck.check.bind(ruleCheck);
  return (selector, element) => {
    let sets = needs.get(selector);
    if (sets === undefined) needs.set(selector, (sets = requiredClasses(selector)));
    if (sets) {
      const has = classesOf(element);
      if (!sets.some((set) => set.every((name) => has.has(name))))
        return { match: false, pseudoElement: null };
    }
    return check(selector, element);
  };
};

interface DocumentImpl {
  _domSelector?: RuleCheck;
  _styleCache: WeakMap<object, unknown> | null;
}

/** Computed styles, each with the jsdom cache it was computed under (a change drops that). */
const memoized = (documentImpl: DocumentImpl, compute: Window['getComputedStyle']) => {
  const computed = new WeakMap<
    Element,
    Map<string, { under: object; style: CSSStyleDeclaration }>
  >();
  return (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
    let styles = computed.get(element);
    if (!styles) computed.set(element, (styles = new Map()));
    const known = styles.get(pseudo ?? '');
    if (known && known.under === documentImpl._styleCache) return known.style;
    const style = compute(element, pseudo);
    // Computing it made jsdom's cache if there was none: this style belongs to that one.
    if (documentImpl._styleCache)
      styles.set(pseudo ?? '', { under: documentImpl._styleCache, style });
    return style;
  };
};

if (typeof document !== 'undefined') {
  const impl = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  const documentImpl = impl && (document as unknown as Record<symbol, DocumentImpl>)[impl];
  const ruleCheck = documentImpl?._domSelector;
  if (ruleCheck) {
    ruleCheck.check = filtered(ruleCheck);
    window.getComputedStyle = memoized(documentImpl, window.getComputedStyle.bind(window));
  }
}
