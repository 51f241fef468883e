import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * An element found, once the user can see it. A toast's text is in the page a moment before
 * it shows (sonner fades it in after its first render): a check made in between fails.
 */
export const seen = async <T extends HTMLElement>(found: Promise<T>): Promise<T> => {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
  return element;
};
