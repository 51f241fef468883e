import { MalformedResponseError } from './errors';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks `{ status: "ok", ... }` and returns the whole answer. */
export const expectOk = (answer: unknown): Json => {
  if (!isObject(answer)) throw new MalformedResponseError('réponse vide ou mal formée');
  if (answer.status !== 'ok') {
    throw new MalformedResponseError(
      typeof answer.message === 'string' ? answer.message : 'statut différent de « ok »',
    );
  }
  return answer;
};

/** The `data` of a successful answer. */
export const unwrapData = <T = unknown>(answer: unknown): T => {
  const ok = expectOk(answer);
  if (!('data' in ok)) throw new MalformedResponseError('champ « data » absent');
  return ok.data as T;
};

/** A one-record answer: `data` is an object that holds its id field. */
export const unwrapRecord = (answer: unknown, idField: string): Json => {
  const data = unwrapData(answer);
  if (!isObject(data) || data[idField] === undefined || data[idField] === null) {
    throw new MalformedResponseError(`enregistrement sans « ${idField} »`);
  }
  return data;
};

/** A list answer: `data` is an array of records holding their id field, `total` a count. */
export const unwrapList = (answer: unknown, idField: string): { data: Json[]; total: number } => {
  const ok = expectOk(answer);
  if (!Array.isArray(ok.data)) throw new MalformedResponseError('liste attendue');
  const data = ok.data as unknown[];
  for (const record of data) {
    if (!isObject(record) || record[idField] === undefined || record[idField] === null) {
      throw new MalformedResponseError(`enregistrement sans « ${idField} »`);
    }
  }
  const total = typeof ok.total === 'number' && ok.total >= 0 ? ok.total : data.length;
  return { data: data as Json[], total };
};
