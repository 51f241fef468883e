import HomeIcon from '@mui/icons-material/Home';
import { lazyView } from '../../src/resource/lazyView';
import { registerPageTable } from '../../src/resource/pageCatalog';
import { preloadPage } from '../../src/resource/preloadPage';
import type { PageDefinition } from '../../src/resource/types';

const View = () => null;

const page = (path: string, more: Partial<PageDefinition>): PageDefinition => ({
  path,
  title: path,
  description: '',
  icon: HomeIcon,
  roles: [],
  group: 'main',
  ...more,
});

describe('preloadPage', () => {
  it("fetches a custom page's chunk once, however often its menu entry is reached", async () => {
    const load = vi.fn(async () => ({ default: View }));
    registerPageTable([page('/custom', { load })]);
    preloadPage('/custom');
    preloadPage('/custom');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches a resource page's list view made with lazyView", () => {
    const load = vi.fn(async () => ({ default: View }));
    registerPageTable([page('/things', { views: { list: lazyView(load) } })]);
    preloadPage('/things');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again next time', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof View }>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue({ default: View });
    registerPageTable([page('/flaky', { load })]);
    preloadPage('/flaky');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadPage('/flaky');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a path that is no page', () => {
    registerPageTable([]);
    expect(() => preloadPage('/nowhere')).not.toThrow();
  });
});
