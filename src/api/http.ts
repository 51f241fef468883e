import { endpointOf, type AnyEndpointName } from './endpointRegistry';
import { pathParams } from './endpoints';
import {
  ApiError,
  httpErrorMessage,
  MalformedResponseError,
  NetworkError,
  ProgrammingError,
  isAbort,
} from './errors';
import { GATEWAY_FAILURES, reachabilityStore } from './reachability';
import { tokenStorage } from './token';

/** A call with no complete answer after this long is given up, as a network error. */
export const CALL_TIMEOUT_MS = 30_000;

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type CallParams = Record<string, QueryValue>;

export interface CallOptions {
  /** Path placeholders and query-string parameters. */
  params?: CallParams;
  /** JSON body, for the endpoints that send one. */
  body?: unknown;
  signal?: AbortSignal;
  /** The token to send instead of the stored one (a logout sends the ending session's). */
  token?: string;
  /** Sent even if the page unloads meanwhile (fetch's `keepalive`). */
  keepalive?: boolean;
}

const encode = (value: QueryValue): string =>
  Array.isArray(value) ? value.join(',') : String(value);

const isEmpty = (value: QueryValue) => value === undefined || value === null || value === '';

/** The URL of a call: placeholders filled from params, the other params as a query string. */
export const buildUrl = (name: AnyEndpointName, params: CallParams = {}): string => {
  const { path } = endpointOf(name);
  const placeholders = pathParams(path);
  let url = path;
  for (const key of placeholders) {
    const value = params[key];
    if (isEmpty(value))
      throw new ProgrammingError(`paramètre manquant « ${key} » pour l'appel ${name}.`);
    url = url.replace(`{${key}}`, encodeURIComponent(encode(value)));
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!placeholders.includes(key) && !isEmpty(value)) query.append(key, encode(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
};

const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The headers of every call (spec section 7): JSON content type, Bearer token when stored. */
export const requestHeaders = (token = tokenStorage.get()): Record<string, string> => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
};

/**
 * Makes one call of the endpoint table, following spec section 7: JSON content type,
 * Bearer token when stored, non-path params in the query string, and any non-ok status
 * raised as `HTTP error! status: {code}` (an ApiError carrying status and body).
 * Resolves with the parsed JSON answer, unchecked: see `envelope.ts`.
 */
export const callEndpoint = async (
  name: AnyEndpointName,
  options: CallOptions = {},
): Promise<unknown> => {
  const endpoint = endpointOf(name);
  // Outside the try below: a programming error is not a network loss.
  const url = buildUrl(name, options.params);

  // The caller's signal (a page left) aborts as before; the time limit ends in a NetworkError.
  const timeLimit = new AbortController();
  const timer = setTimeout(() => timeLimit.abort(), CALL_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeLimit.signal])
    : timeLimit.signal;
  const sentAt = Date.now();
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: requestHeaders(options.token),
      body: endpoint.body ? JSON.stringify(options.body ?? {}) : undefined,
      signal,
      keepalive: options.keepalive,
    });
    text = await response.text();
  } catch (error) {
    if (isAbort(error) && !timeLimit.signal.aborted) throw error;
    reachabilityStore.report(false, sentAt);
    throw new NetworkError(error);
  } finally {
    clearTimeout(timer);
  }
  reachabilityStore.report(!GATEWAY_FAILURES.includes(response.status), sentAt);

  const json = parseJson(text);
  if (!response.ok)
    throw new ApiError(httpErrorMessage(response.status), response.status, json ?? text);
  if (json === undefined) throw new MalformedResponseError('le contenu reçu n’est pas du JSON');
  return json;
};
