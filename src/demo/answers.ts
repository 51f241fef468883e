/** The demo API's requests and answers as plain data: they cross to and from its worker. */

export const SERVER_ERROR = 'Erreur interne du serveur (démo).';

/** The login's device cookie (deviceCookie.ts), read from the request by the MSW handler. */
export const DEVICE_COOKIE = 'cs_device';

/** What the demo API needs of a request: plain data, so it can cross to a worker. */
export interface RequestParts {
  /** Endpoint name (from the route the request matched). */
  name: string;
  method: string;
  url: string;
  /** The path's placeholders. */
  params: Record<string, string>;
  authorization: string | null;
  /**
   * The caller's network address, given by the demo HTTP server (absent in the browser and
   * the tests: the login throttle then keys on the name alone, see loginThrottle.ts).
   */
  client?: string;
  /** The device cookie's value, when the request has one (see deviceCookie.ts). */
  deviceCookie?: string;
  /** The body as text, when there is one. */
  body?: string;
}

/** The demo API's answer, as plain data (status, headers, text body). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const JSON_HEADERS = { 'Content-Type': 'application/json' };

export const errorBody = (message: string, errors?: Record<string, string>) => ({
  status: 'error',
  message,
  ...(errors && { errors }),
});

export const jsonAnswer = (body: unknown, status = 200): Answer => ({
  status,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
});

export const unknownCallAnswer = (method: string, url: string): Answer =>
  jsonAnswer(errorBody(`Appel inconnu : ${method} ${new URL(url).pathname}.`), 404);
