import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type GetListResult } from 'react-admin';
import DrenSelect from '../../src/dashboards/DrenSelect';

test('the DREN field says it is busy while the DRENs load, then offers them', async () => {
  let answer: (result: GetListResult) => void = () => undefined;
  const getList = vi.fn(() => new Promise<GetListResult>((resolve) => (answer = resolve)));
  render(
    <AdminContext dataProvider={testDataProvider({ getList })}>
      <DrenSelect onChange={() => undefined} />
    </AdminContext>,
  );
  const field = await screen.findByRole('combobox', { name: 'DREN' });
  expect(field).toHaveAttribute('aria-busy', 'true');
  expect(field).toHaveAttribute('aria-disabled', 'true');

  act(() => answer({ data: [{ id: 3, dren_id: 3, dren_name: 'DREN Abidjan 1' }], total: 1 }));
  await waitFor(() => expect(field).toHaveAttribute('aria-busy', 'false'));
  expect(field).not.toHaveAttribute('aria-disabled');
  await userEvent.click(field);
  expect(await screen.findByRole('option', { name: 'DREN Abidjan 1' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Toutes les DREN' })).toBeInTheDocument();
});
