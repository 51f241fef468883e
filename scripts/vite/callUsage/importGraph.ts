import { emptyFindings, merge, readFileFacts, type FileFacts, type Findings } from './fileFacts';
import { filesOf } from './resolveImport';

/**
 * Where a file stands for the code being followed: `inside` (followed), `border` (not entered:
 * another page's, or the shell's; only the exported constants taken from it count, as
 * `photoImageUrl` of the shell's image cache is a page's call), `outside` (not counted).
 */
export type Side = 'inside' | 'border' | 'outside';

/** Each file, with the names taken from it (`all`: every export). */
type Taken = Map<string, Set<string> | 'all'>;

export interface Reached {
  inside: Taken;
  border: Taken;
}

const take = (taken: Taken, file: string, names: readonly string[] | 'all') => {
  const known = taken.get(file);
  if (known === 'all') return;
  taken.set(file, names === 'all' ? 'all' : new Set([...(known ?? []), ...names]));
};

/** Reads each file's facts once. */
export const factsReader = () => {
  const cache = new Map<string, FileFacts>();
  const factsOf = (file: string): FileFacts => {
    const facts = cache.get(file) ?? readFileFacts(file);
    cache.set(file, facts);
    return facts;
  };
  return { factsOf, files: () => [...cache.keys()] };
};

/** Follows static imports, `import()` and `import.meta.glob` from the entries. */
export function reach(
  entries: readonly string[],
  sideOf: (file: string) => Side,
  factsOf: (file: string) => FileFacts,
  root: string,
): Reached {
  const reached: Reached = { inside: new Map(), border: new Map() };
  const queue = entries.filter((file) => sideOf(file) === 'inside');
  queue.forEach((file) => take(reached.inside, file, 'all'));
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const edge of factsOf(file).imports) {
      for (const target of filesOf(file, edge, root)) {
        const side = sideOf(target);
        if (side === 'outside') continue;
        if (side === 'border') take(reached.border, target, edge.names);
        else {
          if (!reached.inside.has(target)) queue.push(target);
          take(reached.inside, target, edge.names);
        }
      }
    }
  }
  return reached;
}

/** What the reached code holds: the files' own code, and the constants taken from files. */
export function findingsOf(reached: Reached, factsOf: (file: string) => FileFacts): Findings {
  const findings = emptyFindings();
  const addTaken = (taken: Taken, own: boolean) => {
    for (const [file, names] of taken) {
      const facts = factsOf(file);
      if (own) merge(findings, facts.always);
      for (const [name, constant] of facts.byExport) {
        if (names === 'all' || names.has(name)) merge(findings, constant);
      }
    }
  };
  addTaken(reached.inside, true);
  addTaken(reached.border, false);
  return findings;
}
