import type { ComponentType } from 'react';
import type { Endpoint } from '../api/endpoints';
import { accessOfRoles, registerAccess } from '../api/access';
import { registerAnswer } from '../api/answerRegistry';
import { registerEndpoint } from '../api/endpointRegistry';
import { registerResourceDefinition, type ResourceDefinition } from '../api/resources';
import { registerResourceMessages } from './moduleMessages';
import { registerRecordNoun } from '../common/recordNotice';
import {
  fieldsOf,
  roleActionOf,
  rolesOf,
  type EndpointRef,
  type ResourceAction,
  type ResourceDeclaration,
} from './declare';
import { checkDeclaration } from './checkDeclaration';
import { noticeOf, textsOf, type ModuleTexts } from './derivedTexts';
import { lazyView } from './lazyView';
import { registerModulePage } from './pageCatalog';
import type { ResourceViews } from './types';

type Declaration = ResourceDeclaration<object>;

const declarations = new Map<string, Declaration>();

/** The registered resource modules, in registration order. */
export const resourceDeclarations = (): Declaration[] => [...declarations.values()];

/** How a module names its records (its `<Resource>`'s, page or not: titles, notices, deletion). */
export const recordRepresentationOf = (name: string) =>
  declarations.get(name)?.recordRepresentation;

/**
 * The name under which an action's endpoint is called. A new endpoint is named
 * `<resource>.<action>`; one the declaration gives twice (create and update on one `save`)
 * keeps the first action's name.
 */
export const endpointNameOf = (
  declaration: Declaration,
  action: ResourceAction,
): string | undefined => {
  const ref = declaration.endpoints[action];
  if (ref === undefined || typeof ref === 'string') return ref;
  const actions = Object.keys(declaration.endpoints) as ResourceAction[];
  const first = actions.find((other) => sameEndpoint(declaration.endpoints[other], ref));
  return `${declaration.name}.${first ?? action}`;
};

const sameEndpoint = (a: EndpointRef | undefined, b: Endpoint) =>
  typeof a === 'object' && a.method === b.method && a.path === b.path;

/** A generated view, loaded in its own chunk, given the declaration. */
const generated = (
  load: () => Promise<{ default: ComponentType<{ declaration: Declaration }> }>,
  declaration: Declaration,
): ComponentType =>
  lazyView(async () => {
    const { default: View } = await load();
    const Bound = () => <View declaration={declaration} />;
    return { default: Bound };
  });

const viewsOf = (declaration: Declaration): ResourceViews => {
  const custom = declaration.views ?? {};
  const { endpoints } = declaration;
  const editable = endpoints.update !== undefined;
  return {
    list: custom.list ?? generated(() => import('./views/GeneratedList'), declaration),
    create:
      custom.create ??
      (endpoints.create
        ? generated(() => import('./views/GeneratedCreate'), declaration)
        : undefined),
    edit:
      custom.edit ??
      (editable ? generated(() => import('./views/GeneratedEdit'), declaration) : undefined),
    // With getOne and fields, always: `/<name>/<id>/show` reads the record even where rows open the form.
    show:
      custom.show ??
      (endpoints.getOne && declaration.fields
        ? generated(() => import('./views/GeneratedShow'), declaration)
        : undefined),
    recordRepresentation: declaration.recordRepresentation ?? custom.recordRepresentation,
  };
};

/**
 * A module's `resources.<name>.*` messages. Its deletion texts: given, else made from its label
 * (`textsOf`) for the generated views; a module with views of its own keeps its own messages
 * (`src/users/messages.ts`) for what it does not give.
 */
const messagesOf = (declaration: Declaration) => {
  const texts: Partial<ModuleTexts> = declaration.views
    ? (declaration.texts ?? {})
    : textsOf(declaration);
  return {
    name: `${declaration.label.one} |||| ${declaration.label.many}`,
    fields: Object.fromEntries(fieldsOf(declaration).map(([name, field]) => [name, field.label])),
    message: {
      ...(texts.deleteTitle && { delete_title: texts.deleteTitle }),
      ...(texts.deleteContent && { delete_content: texts.deleteContent }),
    },
  };
};

/**
 * Registers a resource module: its endpoints, its dataProvider entry, its French labels and
 * its page (route, menu, palette, guard), with generated views where it has no custom one.
 * `src/collectPages.ts` calls it for every `src/<feature>/resource.ts`.
 */
export function registerResource<R extends object>(declaration: ResourceDeclaration<R>): void {
  const decl = declaration as unknown as Declaration;
  checkDeclaration(decl);
  const definition: ResourceDefinition = {
    idField: decl.idField,
    idParam: decl.idParam,
    list: endpointNameOf(decl, 'list')!,
  };
  for (const action of Object.keys(decl.endpoints) as ResourceAction[]) {
    const ref = decl.endpoints[action]!;
    const name = endpointNameOf(decl, action)!;
    if (typeof ref === 'object') {
      registerEndpoint(name, ref);
      // Built on first use: a module's rules are given all of zod (src/resource/answerSchema.ts).
      registerAnswer(name, () =>
        import('./answerSchema').then(({ moduleAnswer }) => moduleAnswer(decl, action, ref)),
      );
      registerAccess(name, accessOfRoles(rolesOf(decl, roleActionOf(action))));
    }
    if (action !== 'list') definition[action] = name;
  }
  registerResourceDefinition(decl.name, definition);
  registerResourceMessages(decl.name, messagesOf(decl));
  registerRecordNoun(decl.name, noticeOf(decl));
  if (decl.page) {
    const { before, ...page } = decl.page;
    const viewRoles = { create: rolesOf(decl, 'create'), edit: rolesOf(decl, 'update') };
    registerModulePage({ ...page, path: `/${decl.name}`, views: viewsOf(decl), viewRoles }, before);
  }
  declarations.set(decl.name, decl);
}
