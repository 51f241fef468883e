import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allEndpointNames, endpointOf } from '../../src/api/endpointRegistry';
import { endpointNames, endpoints } from '../../src/api/endpoints';
import { registerResource } from '../../src/resource/register';
import { handlerTable } from '../../src/demo/handlers/table';
import { apiCalls, searchCalls } from '../../src/dev/callList';
import { pagesUsing } from '../../src/dev/callUsage';
import { topShortcuts } from '../../src/home/shortcuts';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

import classes from '../example/schoolClasses/resource';

// A module's calls are listed from the registry: any logged-in user reads, admins write.
registerResource(classes);
setupDemoServer(200);

const LONG = { timeout: 15_000 };

describe('the list of calls, read from the endpoint table and the modules', () => {
  test('the endpoint table in its order, then the modules’ calls, with method, path and parameters', () => {
    const calls = apiCalls();
    expect(calls.map((call) => call.name)).toEqual(allEndpointNames());
    expect(calls.map((call) => call.name)).toEqual([
      ...endpointNames,
      'exampleClasses.list',
      'exampleClasses.create',
      'exampleClasses.delete',
    ]);
    for (const call of calls) {
      const { method, path, body } = endpointOf(call.name);
      expect({ method: call.method, path: call.path, body: call.body }).toEqual({
        method,
        path,
        body,
      });
    }
    const one = calls.find((call) => call.name === 'task.logs')!;
    expect(one.pathParams).toEqual(['execution_id']);
  });

  test('roles as the API enforces them', () => {
    const roles = Object.fromEntries(apiCalls().map((call) => [call.name, call.roles]));
    expect(roles['auth.login']).toBe('Public (sans jeton)');
    expect(roles.health).toBe(
      'Public (sans jeton) : réponse réduite sans jeton, complète avec un jeton valide',
    );
    expect(roles['auth.me']).toBe('Tout utilisateur connecté');
    expect(roles['photo.list']).toBe('Administrateur (admin), Contrôleur (control)');
    expect(roles['task.delete']).toBe('Administrateur (admin)');
    expect(roles['exampleClasses.list']).toBe('Tout utilisateur connecté');
    expect(roles['exampleClasses.create']).toBe('Administrateur (admin)');
    const levels = new Set(endpointNames.map((name) => handlerTable[name].access));
    expect(levels).toEqual(new Set(['public', 'user', 'adminControl', 'admin']));
  });

  test('the pages using a call: those whose code makes it (scanned from their imports)', () => {
    expect(pagesUsing('login.save')).toEqual(['/users']);
    expect(pagesUsing('task.timeline')).toEqual(['/scheduler-page']);
    expect(pagesUsing('health')).toEqual(['Toutes les pages']);
    expect(pagesUsing('student.getStudentStats')).toContain('/');
  });

  test('search: case and accents ignored, over path, method, roles and pages', () => {
    const calls = apiCalls();
    const byPath = searchCalls(calls, 'TASK/');
    expect(byPath.map((call) => call.name)).toEqual(
      endpointNames.filter((name) => endpoints[name].path.includes('/task/')),
    );
    expect(
      searchCalls(calls, 'delete contrôleur').every((c) => c.roles.includes('Contrôleur')),
    ).toBe(true);
    expect(searchCalls(calls, 'zzz')).toEqual([]);
  });
});

test('/dev lists every call; « Essayer » sends a GET with the token and shows the answer', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/dev');
  const list = await screen.findByRole('list', { name: "Appels de l'API" }, LONG);
  // The endpoint table's 87 and the 3 calls of the module registered above.
  expect(within(list).getAllByRole('listitem')).toHaveLength(endpointNames.length + 3);
  expect(
    screen.getByText(
      // The endpoint table's calls and the example module's three.
      new RegExp(
        `^Les ${endpointNames.length + 3} appels de l'application, tirés de sa table des appels et de ses modules`,
      ),
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(`${allEndpointNames().length} appel(s) sur ${allEndpointNames().length}`),
  ).toBeInTheDocument();

  await user.type(screen.getByLabelText('Rechercher un appel'), 'config/dsps');
  expect(screen.getByText(`1 appel(s) sur ${allEndpointNames().length}`)).toBeInTheDocument();
  const item = screen.getByRole('listitem', { name: 'GET /api/config/dsps' });
  await user.click(within(item).getByRole('button', { name: 'Essayer' }));
  await user.click(within(item).getByRole('button', { name: 'Envoyer' }));
  expect(await within(item).findByText('Statut 200 OK', {}, LONG)).toBeInTheDocument();
  expect(within(item).getByText(/^Temps de réponse : \d+ ms$/)).toBeInTheDocument();
  expect(within(item).getByText('"schoolYear":', { exact: false })).toBeInTheDocument();

  const classes = within(item).getByRole('button', { name: /"classes":/ });
  expect(classes).toHaveAttribute('aria-expanded', 'false');
  await user.click(classes);
  expect(classes).toHaveAttribute('aria-expanded', 'true');
});

test('a path parameter is asked for, and an error status is shown as it came', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/dev');
  await user.type(await screen.findByLabelText('Rechercher un appel', {}, LONG), 'task/logs');
  const item = screen.getByRole('listitem', { name: 'GET /api/task/logs/{execution_id}' });
  await user.click(within(item).getByRole('button', { name: 'Essayer' }));
  await user.click(within(item).getByRole('button', { name: 'Envoyer' }));
  expect(within(item).getByText('Renseignez « execution_id ».')).toBeInTheDocument();
  await user.type(within(item).getByLabelText(/^execution_id/), '999999');
  await user.click(within(item).getByRole('button', { name: 'Envoyer' }));
  expect(await within(item).findByText(/^Statut 404/, {}, LONG)).toBeInTheDocument();
  expect(within(item).getByText('"Exécution introuvable."', { exact: false })).toBeInTheDocument();
});

test('a dev_api_list user finds /dev through a home-page shortcut, not the menu', async () => {
  expect(topShortcuts({}, ['dev_api_list']).map((page) => page.path)).toContain('/dev');
  expect(topShortcuts({}, ['admin']).map((page) => page.path)).not.toContain('/dev');
  const user = userEvent.setup();
  await renderAppAs('dev', '/');
  const shortcut = await screen.findByRole('link', { name: /Liste des API/ }, LONG);
  expect(screen.queryByRole('navigation', { name: /Liste des API/ })).toBeNull();
  await user.click(shortcut);
  await waitFor(() => expect(window.location.pathname).toBe('/dev'), LONG);
  expect(await screen.findByRole('heading', { name: 'Liste des API' }, LONG)).toBeInTheDocument();
});
