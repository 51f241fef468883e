/**
 * The reference of `npm run bench -- lighthouse`: react-admin's hello world, one resource shown
 * by a ListGuesser over an in-memory data provider, nothing else.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type DataProvider } from 'react-admin';

const posts = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  title: `Article ${index + 1}`,
  published_at: '2026-11-25',
}));

const dataProvider = {
  getList: async () => ({ data: posts, total: posts.length }),
  getOne: async (_resource: string, { id }: { id: number }) => ({
    data: posts.find((post) => post.id === Number(id)),
  }),
  getMany: async () => ({ data: posts }),
} as unknown as DataProvider;

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
