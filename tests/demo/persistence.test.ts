import type { ServiceMessage, Student } from '../../src/api/types';
import { JOURNAL_KEY } from '../../src/demo/journal';
import { resetDemoData } from '../../src/demo/node';
import { memoryStorage } from '../../src/demo/storage';
import { call, clock, login, withServer } from './helpers';

const message = {
  serviceMessage_title: 'Persistant',
  serviceMessage_content: 'Survit au rechargement.',
  serviceMessage_type: 'Warning',
  serviceMessage_displayed: true,
};

const titles = async (token: string) =>
  (await call<ServiceMessage[]>('serviceMessage.getDisplayed', { token })).body.data.map(
    (m) => m.serviceMessage_title,
  );

test('writes survive a reload: the new store replays the journal', async () => {
  const storage = memoryStorage();
  const idNumber = await withServer(storage, async () => {
    const token = await login('admin');
    await call('serviceMessage.save', { token, body: message });
    const { body } = await call<Student[]>('validation.students', { token });
    const student = body.data[0];
    await call('validation.studentValidation', {
      token,
      body: {
        student_idNumber: student.student_idNumber,
        validation_target: 'data',
        validation_state: 'rejected',
        validation_comment: 'Photo floue',
      },
    });
    return student.student_idNumber;
  });

  await withServer(storage, async () => {
    const token = await login('admin');
    expect(await titles(token)).toContain('Persistant');
    const student = await call<Student>('student.getStudent', {
      token,
      params: { student_idNumber: idNumber },
    });
    expect(student.body.data.student_state).toBe('rejected');
  });
});

test('the journal is compact: one short entry per successful write, none for reads', async () => {
  const storage = memoryStorage();
  await withServer(storage, async () => {
    const token = await login('admin');
    await call('dren.getDrens', { token });
    await call('serviceMessage.save', { token, body: { serviceMessage_title: '' } });
    await call('serviceMessage.save', { token, body: message });
  });
  const journal = JSON.parse(storage.getItem(JOURNAL_KEY)!);
  expect(journal.ops).toEqual([{ n: 'serviceMessage.save', b: message, u: 1, t: clock.now }]);
});

test('in the browser the journal is kept in localStorage', async () => {
  await withServer(localStorage, async () => {
    await call('serviceMessage.save', { token: await login('admin'), body: message });
  });
  expect(localStorage.getItem(JOURNAL_KEY)).toContain('Persistant');
});

test('a journal made for other generation options is ignored', async () => {
  const storage = memoryStorage();
  storage.setItem(
    JOURNAL_KEY,
    JSON.stringify({ base: '10:1', ops: [{ n: 'serviceMessage.save', b: message, u: 1, t: 0 }] }),
  );
  await withServer(storage, async () => {
    expect(await titles(await login('admin'))).not.toContain('Persistant');
  });
});

test('resetDemoData forgets every write and regenerates the data', async () => {
  const storage = memoryStorage();
  await withServer(storage, async () => {
    const token = await login('admin');
    await call('serviceMessage.save', { token, body: message });
    expect(await titles(token)).toContain('Persistant');
    await resetDemoData();
    expect(storage.getItem(JOURNAL_KEY)).toBeNull();
    expect(await titles(token)).not.toContain('Persistant');
  });
  await withServer(storage, async () => {
    expect(await titles(await login('admin'))).not.toContain('Persistant');
  });
});
