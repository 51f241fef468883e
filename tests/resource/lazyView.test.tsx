import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyView } from '../../src/resource/lazyView';

const Counter = () => {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Compteur {count}</button>;
};

const inSuspense = (View: React.ComponentType) => (
  <Suspense fallback={<p>Chargement</p>}>
    <View />
  </Suspense>
);

test('a view whose chunk is there renders in the same pass, with no fallback', async () => {
  const View = lazyView(async () => ({ default: Counter }));
  await View.preload();
  render(inSuspense(View));
  expect(screen.getByRole('button', { name: 'Compteur 0' })).toBeInTheDocument();
  expect(screen.queryByText('Chargement')).toBeNull();
});

test('a view still loading shows the fallback, then keeps its state once loaded', async () => {
  let resolve!: (module: { default: typeof Counter }) => void;
  const View = lazyView(() => new Promise<{ default: typeof Counter }>((done) => (resolve = done)));
  const { rerender } = render(inSuspense(View));
  expect(screen.getByText('Chargement')).toBeInTheDocument();
  await act(async () => resolve({ default: Counter }));
  const button = await screen.findByRole('button', { name: 'Compteur 0' });
  act(() => button.click());
  rerender(inSuspense(View));
  expect(screen.getByRole('button', { name: 'Compteur 1' })).toBeInTheDocument();
});
