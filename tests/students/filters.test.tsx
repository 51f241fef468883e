import { screen, waitFor } from '@testing-library/react';
import { renderAppAs } from '../helpers/demoApp';
import { demoServer, captureRequests, setupUser } from './helpers';

const server = demoServer();

const options = () => [...document.querySelectorAll<HTMLElement>('[role=option]')];

test('the school filter searches the chosen DREN’s schools; another DREN clears it', async () => {
  const user = setupUser();
  const students = captureRequests(server, '/api/student/get_students');
  const schools = captureRequests(server, '/api/school/get_schools');
  const filter = encodeURIComponent(JSON.stringify({ dren_id: 1 }));
  const shown = encodeURIComponent(JSON.stringify({ school_id: true }));
  await renderAppAs('control', `/student?filter=${filter}&displayedFilters=${shown}`);
  await waitFor(() => expect(students.last()).toMatchObject({ dren_id: '1' }));

  await user.click(await screen.findByLabelText('École'));
  await user.paste('Lycée');
  await waitFor(() =>
    expect(schools.calls()).toContainEqual(expect.objectContaining({ dren_id: '1', q: 'Lycée' })),
  );
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
  await user.click(options()[0]);
  await waitFor(() =>
    expect(students.last()).toMatchObject({ dren_id: '1', school_id: expect.any(String) }),
  );

  const dren = screen.getByLabelText('DREN');
  await user.clear(dren);
  await user.paste('Bouaké');
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
  await user.click(options()[0]);
  await waitFor(() => {
    const last = students.last();
    expect(last.dren_id).toBeDefined();
    expect(last.dren_id).not.toBe('1');
    expect(last).not.toHaveProperty('school_id');
  });
  const inUrl = JSON.parse(new URLSearchParams(window.location.search).get('filter')!);
  expect(inUrl).not.toHaveProperty('school_id');
});
