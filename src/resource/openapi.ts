import * as z from 'zod/mini';
import { accessOf, ROLES_OF_ACCESS } from '../api/access';
import { answerOf, loadAnswers } from '../api/answers';
import { changesData } from '../api/callKinds';
import { allEndpointNames, endpointOf } from '../api/endpointRegistry';
import { pathParams } from '../api/endpoints';
import { queryParamsOf } from '../api/queryParams';
import { requestOf, type Parameter } from '../api/requests';
import { errorAnswer } from '../api/schemas/shared';
import { moduleRequestOf } from './moduleRequest';

type Json = Record<string, unknown>;

/** A JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 takes it. */
const jsonSchema = (schema: z.core.$ZodType): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Json;
  return rest;
};

const ERROR = { $ref: '#/components/schemas/Error' };

const ACCESS_TEXT = {
  public: 'Public (sans jeton).',
  user: 'Tout utilisateur connecté.',
  adminControl: 'Rôles admin ou control.',
  admin: 'Rôle admin.',
};

const parameter = (name: string, where: 'path' | 'query', param: Parameter = {}): Json => ({
  name,
  in: where,
  required: where === 'path' || !!param.required,
  ...(param.description && { description: param.description }),
  schema: param.schema ?? { type: 'string' },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

/** The OpenAPI operation of one call: its parameters, body, answers, roles and security. */
const operation = (name: string): Json => {
  const endpoint = endpointOf(name);
  const inPath = pathParams(endpoint.path);
  const request = moduleRequestOf(name) ?? requestOf(name);
  const { params = {}, body } = request;
  const answer = answerOf(name);
  const access = accessOf(name);
  const roles = ROLES_OF_ACCESS[access];
  const query = queryParamsOf(name, request);
  const ok =
    answer?.kind === 'image'
      ? { description: 'L’image.', content: { 'image/*': { schema: {} } } }
      : {
          description: answer?.kind === 'list' ? 'Une page de la liste et son total.' : 'Succès.',
          content: { 'application/json': { schema: answer ? jsonSchema(answer.schema) : {} } },
        };
  return {
    operationId: name,
    summary: `${name} (${ACCESS_TEXT[access]})`,
    tags: [name.split('.')[0]],
    'x-roles': roles ?? [],
    'x-changes-data': changesData(endpoint),
    ...(endpoint.optional && {
      'x-optional': true,
      description:
        'Facultatif : un serveur peut ne pas l’offrir ; l’application supporte un 404 ou une panne.',
    }),
    ...(roles === null ? { security: [] } : {}),
    parameters: [
      ...inPath.map((key) => parameter(key, 'path', params[key])),
      ...Object.entries(query).map(([key, param]) => parameter(key, 'query', param)),
    ],
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: body ? jsonSchema(body) : { type: 'object' } } },
      },
    }),
    responses: {
      '200': { ...ok, headers: NO_STORE_HEADERS },
      ...(endpoint.body && { '400': errorResponse('Requête refusée, avec `errors` par champ.') }),
      ...(roles !== null && { '401': errorResponse('Jeton absent, invalide ou expiré.') }),
      ...(roles?.length && { '403': errorResponse('Rôle insuffisant.') }),
      default: errorResponse('Erreur (HTTP 4xx/5xx) avec un message en français.'),
    },
  };
};

/** Every answer holds personal data or a token: no browser keeps it (docs/api.md, Every call). */
const NO_STORE_HEADERS = {
  'Cache-Control': {
    description:
      '`no-store` (les photos : `private, no-store`) : aucune réponse gardée sur disque.',
    required: true,
    schema: { type: 'string', pattern: 'no-store' },
  },
};

/**
 * The OpenAPI 3.1 document of the API, from the code: every call of the endpoint table and
 * of the resource modules registered when it is built, their parameters (src/api/requests.ts),
 * answers (src/api/answers.ts) and access (src/api/access.ts, also as `x-roles`).
 */
export async function buildOpenApi(version: string): Promise<Json> {
  // The resource modules' answers are built on first use: all of them, here.
  await loadAnswers();
  const paths: Record<string, Json> = {};
  for (const name of allEndpointNames()) {
    const { method, path } = endpointOf(name);
    (paths[path] ??= {})[method.toLowerCase()] = operation(name);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Carte scolaire – API d’administration',
      version,
      description:
        'Le contrat de l’API, généré depuis le code (src/api/) : source de vérité de docs/api.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: jsonSchema(errorAnswer) },
    },
  };
}
