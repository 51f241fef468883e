import type { ResourceProps } from 'react-admin';
import type { Endpoint } from '../api/endpoints';
import type { AnyEndpointName } from '../api/endpointRegistry';
import type { Role } from '../api/types';
import type { PageDefinition, ResourceViews } from './types';
import type { RecordNoun } from '../common/recordNotice';
import type { FieldDeclaration } from './fieldDeclaration';
import type { RecordFrom } from './recordType';

/** An endpoint of the spec's table (or of another module), or a new one declared here. */
export type EndpointRef = AnyEndpointName | Endpoint;

export type ResourceAction = 'list' | 'getOne' | 'create' | 'update' | 'delete';

/** What roles are given for: reading (list and getOne) and each write. */
export type RoleAction = 'read' | 'create' | 'update' | 'delete';

export const roleActionOf = (action: ResourceAction): RoleAction =>
  action === 'list' || action === 'getOne' ? 'read' : action;

/**
 * The declaration format this app reads (docs/resources.md, « A stable format »). From this
 * one on, a change is additive, or comes with a codemod and a check refusing the old form.
 */
export const DECLARATION_FORMAT = 4;

/** Everything about a resource, once (docs/resources.md walks through one). */
export interface ResourceDeclaration<R extends object = Record<string, unknown>> {
  /** The format the module is written for; left out: the app's (`DECLARATION_FORMAT`). */
  format?: typeof DECLARATION_FORMAT;
  /** The react-admin resource name, and its page's path without the slash. */
  name: string;
  /**
   * French names, one and many: « Année scolaire », « Années scolaires », and the noun's gender
   * (`feminine: true`; masculine by default): the notices and the `texts` not given agree with it.
   */
  label: { one: string; many: string; feminine?: boolean };
  /** How a write's notice names a record (« Message « Maintenance » supprimé »); by default from `label`. */
  notice?: RecordNoun;
  /** The record's own key; react-admin's `id` is a copy of it. */
  idField: keyof R & string;
  /** Name of the id in the query or body of one-record and delete calls, if not idField. */
  idParam?: string;
  /** The calls of each action, with their path and query parameters. */
  endpoints: { list: EndpointRef } & Partial<Record<Exclude<ResourceAction, 'list'>, EndpointRef>>;
  /**
   * Who may call the resource's endpoints (the demo API's access, the guard, the views): by
   * default its page's roles, else any logged-in user. A list applies to every action; per
   * action, `{ read: [], create: ['admin'], update: ['admin'], delete: ['admin'] }` (any user
   * reads, admins write): an action left out takes `read`'s roles.
   */
  roles?: readonly Role[] | Partial<Record<RoleAction, readonly Role[]>>;
  /** The page: route, menu (placed before the page `before` names), palette, guard. */
  page?: Omit<PageDefinition, 'path' | 'load' | 'views'> & { before?: string };
  fields?: { [K in keyof R & string]?: FieldDeclaration };
  /**
   * Rules across fields (an end after a start), run once each field follows its own rule:
   * the French message of each field at fault. No zod needed, so it may live in the module.
   */
  check?: (record: R) => { [K in keyof R & string]?: string };
  defaultSort?: { field: keyof R & string; order: 'ASC' | 'DESC' };
  /** Custom views replacing the generated ones (lazy components). */
  views?: ResourceViews;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** French texts of the generated views; each one left out is made from `label` (`textsOf`). */
  texts?: { empty?: string; createTitle?: string; deleteTitle?: string; deleteContent?: string };
  /**
   * Shown as a section of another resource's page (a school's classes): the owner's resource
   * name, and the field of this resource's records that holds the owner's id. Its label,
   * columns and choices are the ones of `fields`; no route of its own unless it has a page.
   */
  section?: { of: string; target: keyof R & string; title?: string };
  /**
   * Demo data: the records the embedded demo API starts with (deterministic). It may read the
   * generated data (schools, students...), so related records agree with what pages show.
   */
  demoSeed?: (tables: DemoTables) => R[];
}

/**
 * The generated data a `demoSeed` reads. Empty here: the demo API adds its tables to it
 * (src/demo/store.ts), so that a declaration knows nothing of the demo.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DemoTables {}

/**
 * A declaration whose record type is made from its `fields` (`RecordFrom`): no interface
 * beside them. `check`, `defaultSort`, `demoSeed`... are typed with that record.
 */
export type DeclarationFromFields<
  Fields extends Record<string, FieldDeclaration>,
  Id extends string,
  Target extends string,
> = Omit<
  ResourceDeclaration<NoInfer<RecordFrom<Fields, Id, Target>>>,
  'idField' | 'fields' | 'section'
> & {
  idField: Id;
  fields: Fields;
  section?: { of: string; target: Target; title?: string };
};

/**
 * Identity, typed. `defineResource({ idField, fields, ... })`: the record's type is made from
 * the fields (`RecordOf<typeof declaration>` names it); `defineResource<SchoolYear>({ ... })`:
 * the fields are checked against a record type written beside them (formats up to 4 did so).
 */
export function defineResource<
  const Fields extends Record<string, FieldDeclaration>,
  const Id extends string,
  const Target extends string = never,
>(
  declaration: DeclarationFromFields<Fields, Id, Target>,
): ResourceDeclaration<RecordFrom<Fields, Id, Target>>;
export function defineResource<R extends object>(
  declaration: ResourceDeclaration<R>,
): ResourceDeclaration<R>;
export function defineResource(declaration: unknown) {
  return declaration;
}

/** The record type of a declaration: `type SchoolYear = RecordOf<typeof schoolYears>`. */
export type RecordOf<D> = D extends ResourceDeclaration<infer R> ? R : never;

/** The fields, as [name, declaration] pairs. */
export const fieldsOf = <R extends object>(declaration: ResourceDeclaration<R>) =>
  Object.entries(declaration.fields ?? {}) as [string, FieldDeclaration][];

/**
 * Who may do `action` (by default, read: call the lists, see the page and its sections): the
 * declaration's roles for it, else its page's, else anyone logged in.
 */
export const rolesOf = <R extends object>(
  declaration: ResourceDeclaration<R>,
  action: RoleAction = 'read',
): readonly Role[] => {
  const { roles, page } = declaration;
  if (roles === undefined) return page?.roles ?? [];
  if (isRoleList(roles)) return roles;
  return roles[action] ?? roles.read ?? page?.roles ?? [];
};

const isRoleList = (roles: NonNullable<ResourceDeclaration['roles']>): roles is readonly Role[] =>
  Array.isArray(roles);
