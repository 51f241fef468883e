import { HttpError } from 'ra-core';
import { ProgrammingError } from './programmingError';

export { isProgrammingError, ProgrammingError } from './programmingError';

/**
 * Errors of the API layer. `ApiError` is the spec's "HTTP error! status: {code}", raised by
 * the HTTP client; the dataProvider hands react-admin an `HttpError` (`toHttpError`) whose
 * message is French and whose `cause` is that spec error.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server could not be reached (fetch rejected for another reason than an abort). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.', { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered something that does not follow the contract (docs/api.md). */
export class MalformedResponseError extends Error {
  constructor(detail: string) {
    super(`Réponse inattendue du serveur (${detail}).`);
    this.name = 'MalformedResponseError';
  }
}

/**
 * The server's answer does not follow the contract (docs/api.md). Not retried: the same answer
 * would come again. `message`: the call, the first mismatch's path, what was expected and came.
 */
export class ContractMismatchError extends Error {
  constructor(
    readonly call: string,
    readonly mismatches: readonly string[],
  ) {
    super(`Réponse non conforme au contrat de l’API : ${call} : ${mismatches[0]}`);
    this.name = 'ContractMismatchError';
  }
}

/** The error or its cause is a contract mismatch (react-admin gets it wrapped in an HttpError). */
export const isContractMismatch = (error: unknown): boolean =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (item) => (item as { name?: unknown } | null)?.name === 'ContractMismatchError',
  );

export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

/** What a call answered 401 says; the session's end then says it once (src/auth/expiredSession). */
export const UNAUTHORIZED_MESSAGE = 'Votre session a expiré, veuillez vous reconnecter.';

const messageByStatus: Record<number, string> = {
  400: 'La requête a été refusée par le serveur : vérifiez les champs saisis.',
  401: UNAUTHORIZED_MESSAGE,
  403: 'Accès refusé : vos droits ne permettent pas cette action.',
  404: "L'élément demandé est introuvable.",
  409: "Conflit : l'élément a été modifié entre-temps.",
  413: 'Les données envoyées sont trop volumineuses.',
  429: 'Trop de requêtes : patientez quelques instants puis réessayez.',
};

const serverMessage = (body: unknown): string | undefined => {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
};

/** Field errors of a 400 answer, in the shape react-admin forms expect. */
export const fieldErrors = (body: unknown): Record<string, string> | undefined => {
  if (body && typeof body === 'object' && 'errors' in body) {
    const { errors } = body as { errors: unknown };
    if (errors && typeof errors === 'object') return errors as Record<string, string>;
  }
  return undefined;
};

/** A French message for any error the API layer raises. */
export const frenchMessage = (error: unknown): string => {
  if (error instanceof HttpError || error instanceof ProgrammingError) return error.message;
  if (error instanceof ApiError) {
    const status = error.status;
    if (status === 401 || status === 403) return messageByStatus[status];
    return (
      serverMessage(error.body) ??
      messageByStatus[status] ??
      (status >= 500
        ? `Erreur du serveur (code ${status}). Réessayez dans quelques instants.`
        : `Erreur inattendue (code ${status}).`)
    );
  }
  if (
    error instanceof NetworkError ||
    error instanceof MalformedResponseError ||
    error instanceof ContractMismatchError
  )
    return error.message;
  return 'Une erreur inattendue est survenue.';
};

/**
 * The error react-admin sees: its own `HttpError`, with the French message users read, the
 * HTTP status (so checkError can end the session on 401), the server's body as it came (so
 * `body.errors` reaches the form fields), and the spec's 'HTTP error! status: {code}' (or
 * the network / contract error) as its `cause`. Network losses and malformed answers have
 * no status.
 */
export const toHttpError = (cause: unknown): HttpError => {
  const status = cause instanceof ApiError ? cause.status : undefined;
  const body =
    cause instanceof ApiError && cause.body && typeof cause.body === 'object' ? cause.body : null;
  const error = new HttpError(frenchMessage(cause), status, body);
  Object.defineProperty(error, 'cause', { value: cause, enumerable: false, configurable: true });
  return error;
};

/** An aborted request (its name is checked: DOMException differs between realms). */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';
