const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuid a search text holds (trimmed, lower case), or undefined if it is not one. */
export const uuidIn = (text: unknown): string | undefined => {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return UUID.test(trimmed) ? trimmed.toLowerCase() : undefined;
};
