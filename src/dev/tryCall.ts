import type { AnyEndpointName } from '../api/endpointRegistry';
import { buildUrl, type CallParams } from '../api/http';
import { tokenStorage } from '../api/token';

export interface TryResult {
  status: number;
  statusText: string;
  ms: number;
  contentType: string;
  /** Parsed JSON, or undefined when the answer is not JSON. */
  json: unknown;
  size: number;
}

/** `page=1&perPage=5` -> { page: '1', perPage: '5' } */
export const parseQuery = (text: string): CallParams =>
  Object.fromEntries(new URLSearchParams(text.trim().replace(/^\?/, '')));

/**
 * Sends a GET call as the app does (JSON content type, the current Bearer token) and
 * reports what came back, whatever the status: the point is to see it.
 */
export async function tryCall(name: AnyEndpointName, params: CallParams): Promise<TryResult> {
  const url = buildUrl(name, params);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers });
  } catch {
    throw new Error('Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.');
  }
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown;
  try {
    json = contentType.includes('json') ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    statusText: response.statusText,
    ms,
    contentType,
    json,
    size: text.length,
  };
}
