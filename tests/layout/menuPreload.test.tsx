import HomeIcon from '@mui/icons-material/Home';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SidebarProvider } from '../../src/layout/sidebar/SidebarContext';
import SidebarEntry from '../../src/layout/sidebar/SidebarEntry';
import { registerPageTable } from '../../src/resource/pageCatalog';

const renderEntry = (path: string) =>
  render(
    <MemoryRouter>
      <SidebarProvider>
        <SidebarEntry to={path} title="Statistiques élèves" icon={HomeIcon} />
      </SidebarProvider>
    </MemoryRouter>,
  );

const pageLoading = (path: string) => {
  const load = vi.fn(async () => ({ default: () => null }));
  registerPageTable([
    { path, title: '', description: '', icon: HomeIcon, roles: [], group: 'main', load },
  ]);
  return load;
};

describe('menu entries fetch their page before the click', () => {
  it.each([
    ['pointed at', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['focused', (link: HTMLElement) => fireEvent.focus(link)],
    ['pressed', (link: HTMLElement) => fireEvent.pointerDown(link)],
  ])("starts the page's download when its entry is %s", (_, reach) => {
    const path = `/page-${Math.random()}`;
    const load = pageLoading(path);
    renderEntry(path);
    expect(load).not.toHaveBeenCalled();
    reach(screen.getByRole('link', { name: 'Statistiques élèves' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
