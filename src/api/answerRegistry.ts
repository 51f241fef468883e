import type { Answer } from './answerTypes';

/**
 * The answers of the calls resource modules declare (src/resource/register.tsx), apart from
 * the endpoint table's (./answers.ts): registering one needs no schema library, so the app's
 * first stage registers them without carrying zod (docs/decisions/login.md, "What the home page
 * loads").
 */
const added = new Map<string, Answer>();
/** Answers built on first use, by name: the loader, and its promise once asked for. */
const loaders = new Map<string, { load: () => Promise<Answer>; loading?: Promise<Answer> }>();

/**
 * The answer of a call a resource module declares: given, or a loader called on first use (a
 * module's rules are given all of zod: src/resource/answerSchema.ts).
 */
export const registerAnswer = (name: string, answer: Answer | (() => Promise<Answer>)): void => {
  added.delete(name);
  loaders.delete(name);
  if (typeof answer === 'function') loaders.set(name, { load: answer });
  else added.set(name, answer);
};

/** A registered answer already there; throws for one still to load (`loadRegisteredAnswer`). */
export const registeredAnswer = (name: string): Answer | undefined => {
  if (loaders.has(name)) throw new Error(`la réponse de ${name} n'est pas chargée : loadAnswers()`);
  return added.get(name);
};

/** A registered answer, loaded first if it was registered as a loader. */
export const loadRegisteredAnswer = async (name: string): Promise<Answer | undefined> => {
  const pending = loaders.get(name);
  if (!pending) return added.get(name);
  pending.loading ??= pending.load();
  const answer = await pending.loading;
  if (loaders.get(name) === pending) {
    loaders.delete(name);
    added.set(name, answer);
  }
  return answer;
};

/** The names of the answers still to load. */
export const answersToLoad = (): string[] => [...loaders.keys()];
