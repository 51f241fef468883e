// @vitest-environment node
import { checkCron, nextRuns, readCron, validateCron } from '../../src/scheduler/cron';
import { checkParams, toTaskPayload } from '../../src/scheduler/tasks/taskPayload';

describe('a cron schedule read in French', () => {
  test.each([
    ['0 2 * * *', 'tous les jours à 02:00'],
    ['0 2,14 * * *', 'tous les jours à 02:00 et 14:00'],
    ['0 6 * * 1-5', 'à 06:00, de lundi à vendredi'],
    ['0 4 * * 0', 'à 04:00, uniquement le dimanche'],
    ['*/15 * * * *', 'toutes les 15 minutes'],
    ['0 0 1 * *', 'à 00:00, le 1 du mois'],
    ['  30   5 * * *  ', 'tous les jours à 05:30'],
  ])('%s: « %s »', (cron, reading) => {
    expect(readCron(cron)).toBe(reading);
  });

  test.each([
    ['', 'Saisissez une planification.'],
    [
      '0 2 * *',
      '4 champ(s) au lieu de 5. 5 champs : minute heure jour-du-mois mois jour-de-la-semaine, par exemple « 0 2 * * * ».',
    ],
    [
      '0 2 * * MON',
      'Champ « jour de la semaine » invalide (« MON ») : chiffres, *, intervalles a-b, pas /n et listes a,b.',
    ],
    [
      '61 * * * *',
      'Valeur hors limites : minute 0-59, heure 0-23, jour 1-31, mois 1-12, jour de la semaine 0-7.',
    ],
    [
      '0 24 * * *',
      'Valeur hors limites : minute 0-59, heure 0-23, jour 1-31, mois 1-12, jour de la semaine 0-7.',
    ],
  ])('invalid %j: a French message, never the libraries’ English one', (cron, message) => {
    expect(checkCron(cron)).toEqual({ ok: false, error: message });
    expect(validateCron(cron)).toBe(message);
    expect(readCron(cron)).toBeNull();
  });

  test('the next 5 runs, in UTC (the platform’s time)', () => {
    const from = new Date('2026-11-23T10:00:00Z');
    expect(nextRuns('0 2,14 * * *', 5, from).map((d) => d.toISOString())).toEqual([
      '2026-11-23T14:00:00.000Z',
      '2026-11-24T02:00:00.000Z',
      '2026-11-24T14:00:00.000Z',
      '2026-11-25T02:00:00.000Z',
      '2026-11-25T14:00:00.000Z',
    ]);
    expect(nextRuns('pas une planification', 5, from)).toEqual([]);
    expect(validateCron('0 2 * * *')).toBeUndefined();
  });
});

describe('the parameters, JSON checked before sending', () => {
  test('an object is accepted; empty means {}', () => {
    expect(checkParams('{ "lot": 500, "source": "production" }')).toEqual({
      ok: true,
      value: { lot: 500, source: 'production' },
    });
    expect(checkParams('  ')).toEqual({ ok: true, value: {} });
    expect(checkParams({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
  });

  test('broken JSON or a non-object is refused in French', () => {
    expect(checkParams('{ "lot": 500,\n  }')).toEqual({
      ok: false,
      error: 'JSON invalide (ligne 2) : vérifiez les guillemets, virgules et accolades.',
    });
    expect(checkParams('[1, 2]')).toEqual({
      ok: false,
      error: 'Un objet JSON est attendu, par exemple { "lot": 500 }.',
    });
  });

  test('the payload carries the parsed object and a tidy schedule', () => {
    expect(
      toTaskPayload({ task_name: 'A', task_cron: ' 0  2 * * * ', task_params: '{"x":1}' }),
    ).toEqual({ task_name: 'A', task_cron: '0 2 * * *', task_params: { x: 1 } });
  });
});
