/**
 * French labels of the resources that modules declare (`resources.<name>.name`,
 * `resources.<name>.fields.<field>`, `resources.<name>.message.*`), registered at start and
 * read before the static messages.
 */
type Messages = { name: string; fields: Record<string, string>; [key: string]: unknown };

const byResource = new Map<string, Messages>();

export const registerResourceMessages = (resource: string, messages: Messages): void => {
  byResource.set(resource, messages);
};

const lookup = (messages: Messages, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    messages,
  );

/** The message of a `resources.<name>...` key, singular or plural by `smart_count`; or undefined. */
export const moduleTranslation = (
  key: string,
  options: { smart_count?: number; [key: string]: unknown } = {},
): string | undefined => {
  const [root, resource, ...path] = key.split('.');
  const messages = root === 'resources' ? byResource.get(resource) : undefined;
  const text = messages && lookup(messages, path);
  if (typeof text !== 'string') return undefined;
  const [one, many = one] = text.split(' |||| ');
  const chosen = options.smart_count !== undefined && options.smart_count !== 1 ? many : one;
  return chosen.replace(/%\{(\w+)\}/g, (match, name: string) =>
    options[name] === undefined ? match : String(options[name]),
  );
};
