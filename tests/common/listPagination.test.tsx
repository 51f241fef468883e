import { render, screen } from '@testing-library/react';
import { ListBase } from 'react-admin';
import ListPagination from '../../src/common/ListPagination';
import { vouchedTotal } from '../../src/common/pageRange';
import { TestAdmin } from '../helpers/TestAdmin';

const NNBSP = '\u202f';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));

const renderPagination = (count: number, total: number) =>
  render(
    <TestAdmin dataProvider={{ getList: async () => ({ data: rows(count), total }) }}>
      <ListBase resource="student" perPage={25} disableSyncWithLocation>
        <ListPagination />
      </ListBase>
    </TestAdmin>,
  );

test('a page of fewer rows than asked is the last one, whatever total the server claims', async () => {
  renderPagination(5, 2157729297264185);
  expect(await screen.findByText('1-5 sur 5')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Aller à la prochaine page' })).toBeNull();
});

test('the range is written the French way, thousands apart', async () => {
  renderPagination(25, 50000);
  expect(await screen.findByRole('button', { name: 'Aller à la prochaine page' })).toBeEnabled();
  expect(
    await screen.findByText(`1-25 sur 50${NNBSP}000`, { normalizer: (s) => s }),
  ).toBeInTheDocument();
});

test('no total below the rows already shown; no total stays no total', () => {
  expect(vouchedTotal(3, 1, 25, 25)).toBe(25);
  expect(vouchedTotal(120, 2, 25, 25)).toBe(120);
  expect(vouchedTotal(120, 3, 25, 10)).toBe(60);
  expect(vouchedTotal(undefined, 1, 25, 5)).toBeUndefined();
});
