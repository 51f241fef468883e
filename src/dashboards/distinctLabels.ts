const ELLIPSIS = '…';

/** A shortened name: its first `head` words, '…', its last `tail` words. */
interface Cut {
  head: readonly string[];
  tail: readonly string[];
}

const labelOf = ({ head, tail }: Cut) =>
  [head.join(' '), ELLIPSIS, tail.join(' ')].filter(Boolean).join(' ');

/** Whether `words` begins with `head` and ends with `tail`, word for word. */
const reads = (words: readonly string[], { head, tail }: Cut) =>
  words.length >= head.length + tail.length &&
  head.every((word, index) => words[index] === word) &&
  tail.every((word, index) => words[words.length - tail.length + index] === word);

/** Every way to leave out one run of words (at least one), the likeliest first. */
const cutsOf = (words: readonly string[]): Cut[] => {
  const cuts: Cut[] = [];
  for (let head = 0; head < words.length; head++) {
    for (let tail = 0; head + tail < words.length; tail++) {
      if (head + tail > 0)
        cuts.push({ head: words.slice(0, head), tail: words.slice(words.length - tail) });
    }
  }
  // A name's first word (Lycée, Collège, DREN) reads first whenever a cut keeping it fits.
  const rank = (cut: Cut) => (cut.head.length > 0 ? 1000 : 0) + labelOf(cut).length;
  return cuts.sort((a, b) => rank(b) - rank(a));
};

/**
 * A cut inside the words, for a narrow column: the longest end of the name that fits after
 * the first word and '…', or after '…' alone, and that no other name with that start ends with
 * (« …Sainte-Anne de Cocody »); undefined when none tells the name apart.
 */
const cutChars = (
  name: string,
  others: readonly string[],
  fits: (text: string) => boolean,
): string | undefined => {
  const first = name.split(/\s+/)[0];
  for (let length = name.length - first.length - 1; length > 0; length--) {
    const end = name.slice(-length).trimStart();
    const alike = others.filter((other) => other.endsWith(end));
    for (const head of [first, '']) {
      const label = `${head} ${ELLIPSIS}${end}`.trimStart();
      if (fits(label) && !alike.some((other) => other.startsWith(head))) return label;
    }
  }
  return undefined;
};

/** The longest start of `name` that fits with '…' (a name of one long word). */
const cutEnd = (name: string, fits: (text: string) => boolean) => {
  let length = name.length - 1;
  while (length > 1 && !fits(name.slice(0, length).trimEnd() + ELLIPSIS)) length--;
  return name.slice(0, length).trimEnd() + ELLIPSIS;
};

/**
 * The bars' names, each shortened to fit `maxWidth` as `measure` reads them, so that a
 * shortened name still tells its bar from the others: it keeps its first and last words around
 * '…', and no other name shown may read the same way (« Collège Catholique Sainte-Anne … »
 * beside « Collège Catholique Sainte-Anne » may not; « Collège … Sainte-Anne de Daloa » may).
 * The longest such cut that keeps the first word wins; when none fits, a cut inside the words
 * that still tells the name apart; failing that, the longest cut that fits. A name that fits
 * stays whole.
 */
export const distinctLabels = (
  names: readonly string[],
  maxWidth: number,
  measure: (text: string) => number,
): string[] => {
  const fits = (text: string) => measure(text) <= maxWidth;
  const words = names.map((name) => name.split(/\s+/).filter(Boolean));
  return names.map((name, index) => {
    if (fits(name)) return name;
    const fitting = cutsOf(words[index]).filter((cut) => fits(labelOf(cut)));
    const distinct = fitting.find((cut) =>
      words.every((other, at) => names[at] === name || !reads(other, cut)),
    );
    if (distinct) return labelOf(distinct);
    const others = names.filter((other) => other !== name);
    return cutChars(name, others, fits) ?? (fitting[0] ? labelOf(fitting[0]) : cutEnd(name, fits));
  });
};
