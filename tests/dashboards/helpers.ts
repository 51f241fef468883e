import { screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/api/dataProvider';
import type { EndpointName } from '../../src/api/endpoints';
import type { CallParams } from '../../src/api/http';
import { setupUser } from '../students/helpers';

export { captureRequests, demoServer, plain, setupUser } from '../students/helpers';

/** '1 234' (narrow no-break spaces) or '54,8 %' read back as a number. */
export const numberOf = (text: string | null | undefined): number =>
  Number((text ?? '').replace(/[\s%]/g, '').replace(',', '.'));

/** What the demo API answers a call, straight (for the numbers the page must show). */
export const answerOf = <T>(name: EndpointName, params: CallParams = {}) =>
  dataProvider.call<T>(name, { params });

/** A dashboard card by its title, once loaded (its view switch is there). */
export const findCard = async (title: string) => {
  const card = await screen.findByRole('region', { name: title });
  await within(card).findByRole('button', { name: /Tableau/ });
  return card;
};

/** Switches a card to 'Tableau' and returns its rows as cell texts (header first). */
export const tableOf = async (card: HTMLElement) => {
  await setupUser().click(within(card).getByRole('button', { name: /Tableau/ }));
  const table = await within(card).findByRole('table');
  return [...table.querySelectorAll('tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
  );
};

/** The row whose first cell is `name`. */
export const rowNamed = (rows: string[][], name: string) => {
  const found = rows.find((cells) => cells[0] === name);
  if (!found) throw new Error(`no row ${name} in ${rows.map((cells) => cells[0]).join(', ')}`);
  return found;
};
