import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { endSession, startSession } from '../../src/auth/clientSession';
import {
  pageVisitsKey,
  readPageVisits,
  recordPageVisit,
  useRecordPageVisit,
} from '../../src/home/pageVisits';
import { SHORTCUT_COUNT, topShortcuts } from '../../src/home/shortcuts';
import { allPages } from '../../src/resource/pageCatalog';

const paths = (list: { path: string }[]) => list.map(({ path }) => path);
const menuPages = (visible: (path: string) => boolean) =>
  allPages().filter(({ path, hiddenFromMenu }) => path !== '/' && !hiddenFromMenu && visible(path));

describe('topShortcuts', () => {
  test('most visited first, ties in menu order, completed with menu pages', () => {
    const visits = { '/school': 3, '/dren': 5, '/student': 3, '/account': 1 };
    const result = paths(topShortcuts(visits, ['admin']));
    expect(result).toHaveLength(SHORTCUT_COUNT);
    expect(result.slice(0, 4)).toEqual(['/dren', '/student', '/school', '/account']);
    expect(result.slice(4)).toEqual(['/photos', '/validation']); // first menu pages left
    expect(paths(topShortcuts(visits, []))).toEqual(['/dren', '/student', '/school', '/account']);
  });

  test('a page whose content needs roles the user lacks is no shortcut, however often visited', () => {
    const visits = { '/statsDashboardBySchool': 4, '/sync': 3, '/validationDashboardBySchool': 2 };
    const roleless = paths(topShortcuts(visits, []));
    expect(roleless).not.toContain('/statsDashboardBySchool');
    expect(roleless).not.toContain('/sync');
    expect(roleless).not.toContain('/validationDashboardBySchool');
    expect(paths(topShortcuts(visits, ['control'])).slice(0, 2)).toEqual([
      '/statsDashboardBySchool',
      '/validationDashboardBySchool',
    ]);
    expect(paths(topShortcuts(visits, ['admin'])).slice(0, 3)).toEqual([
      '/statsDashboardBySchool',
      '/sync',
      '/validationDashboardBySchool',
    ]);
  });

  test('remembered visits of a page opened from the statistics make no shortcut for a user they refuse', () => {
    const visits = { '/statsDashboardStudents': 9, '/student': 2 };
    expect(paths(topShortcuts(visits, [])).slice(0, 2)).toEqual(['/student', '/dren']);
    expect(paths(topShortcuts(visits, ['dev_api_list']))).not.toContain('/statsDashboardStudents');
    expect(paths(topShortcuts(visits, ['control'])).slice(0, 2)).toEqual([
      '/statsDashboardStudents',
      '/student',
    ]);
  });

  test('only the 6 most visited pages', () => {
    const visits = Object.fromEntries(
      ['/users', '/dren', '/school', '/photos', '/validation', '/synchronization', '/dev'].map(
        (path, index) => [path, 10 - index],
      ),
    );
    expect(paths(topShortcuts(visits, ['admin']))).toEqual([
      '/users',
      '/dren',
      '/school',
      '/photos',
      '/validation',
      '/synchronization',
    ]);
  });

  test('pages the user may no longer open are left out', () => {
    const visits = { '/users': 50, '/photos': 40, '/dren': 1 };
    expect(paths(topShortcuts(visits, ['control']))).not.toContain('/users');
    expect(paths(topShortcuts(visits, ['control']))[0]).toBe('/photos');
    const agent = paths(topShortcuts(visits, []));
    expect(agent[0]).toBe('/dren');
    expect(agent).not.toContain('/photos');
    expect(agent).not.toContain('/users');
  });

  test('without history, the first menu pages the user may see', () => {
    expect(paths(topShortcuts({}, []))).toEqual(
      paths(
        menuPages((path) => !['/photos', '/validation'].includes(path)).filter(
          ({ roles }) => roles.length === 0,
        ),
      ).slice(0, SHORTCUT_COUNT),
    );
    expect(paths(topShortcuts({}, ['admin']))).toEqual(
      paths(menuPages(() => true)).slice(0, SHORTCUT_COUNT),
    );
    expect(paths(topShortcuts({}, ['admin']))).not.toContain('/');
  });
});

describe('page visits', () => {
  const USER = 7;

  test('a visit counts for the page of the path; home, login and unknown paths are not counted', () => {
    recordPageVisit('/student', USER);
    recordPageVisit('/student/12345678A/show', USER);
    recordPageVisit('/', USER);
    recordPageVisit('/login', USER);
    recordPageVisit('/inconnue', USER);
    expect(readPageVisits(USER)).toEqual({ '/student': 2 });
    expect(JSON.parse(localStorage.getItem('home-page-visits:7')!)).toEqual({ '/student': 2 });
  });

  test('visits are kept per user; without a user nothing is counted nor read', () => {
    recordPageVisit('/dren', USER);
    recordPageVisit('/school', 8);
    recordPageVisit('/school', null);
    expect(readPageVisits(USER)).toEqual({ '/dren': 1 });
    expect(readPageVisits(8)).toEqual({ '/school': 1 });
    expect(readPageVisits(null)).toEqual({});
  });

  test('visits once counted for the whole browser are nobody’s: dropped', () => {
    localStorage.setItem('home-page-visits', JSON.stringify({ '/users': 9 }));
    expect(readPageVisits(USER)).toEqual({});
    expect(localStorage.getItem('home-page-visits')).toBeNull();
  });

  test('unreadable storage counts as no visit', () => {
    localStorage.setItem(pageVisitsKey(USER), '{pas du json');
    expect(readPageVisits(USER)).toEqual({});
    localStorage.setItem(pageVisitsKey(USER), JSON.stringify({ '/dren': 'x', '/school': 2 }));
    expect(readPageVisits(USER)).toEqual({ '/school': 2 });
    recordPageVisit('/dren', USER);
    expect(readPageVisits(USER)).toEqual({ '/school': 2, '/dren': 1 });
  });

  test('useRecordPageVisit counts each entry into a page, not moves inside it', async () => {
    const Go = ({ to }: { to: string }) => {
      const navigate = useNavigate();
      return <button onClick={() => navigate(to)}>{to}</button>;
    };
    const Recorder = () => {
      useRecordPageVisit();
      return ['/', '/dren', '/student', '/student/1/show'].map((to) => <Go key={to} to={to} />);
    };
    startSession({
      login_id: USER,
      login_name: 'awa',
      login_email: 'awa@education.gouv.ci',
      login_role: 'control',
      login_additionalRoles: [],
    });
    render(
      <MemoryRouter initialEntries={['/dren']}>
        <Recorder />
      </MemoryRouter>,
    );
    expect(readPageVisits(USER)).toEqual({ '/dren': 1 });
    for (const to of ['/student', '/student/1/show', '/', '/dren', '/dren']) {
      await userEvent.click(screen.getByRole('button', { name: to }));
    }
    expect(readPageVisits(USER)).toEqual({ '/dren': 2, '/student': 1 });
    endSession();
  });
});
