// Issue 33: decisions on a poor link. The production build behind nginx, `npm run demo:api`
// behind it: decisions made offline are kept and sent once; an outage that ends the session
// keeps them for their author only; F5 while one is on its way; an answer lost on the way back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupBrowser } from './helpers.mjs';
import { skipWithoutNginx } from './nginxServer.mjs';
import { suiteStack } from './productionServer.mjs';
import {
  lostAnswer,
  outageEndingSession,
  reloadInFlight,
  shortOutage,
} from './outageScenarios.mjs';

const skip = skipWithoutNginx();

describe(
  'the outbox of decisions, on the production build and the demo API over HTTP',
  { skip },
  () => {
    const browser = setupBrowser();
    const stack = suiteStack();

    it('offline, the queue goes on; the decisions wait, said, then are sent once each', async () => {
      const result = await shortOutage(browser(), stack);
      assert.deepEqual(result, { made: 5, sent: 5, lost: 0, doubled: 0, waitingShown: true });
    });

    it('an outage that ends the session: kept for the same user only, sent once they say so at their next login', async () => {
      const result = await outageEndingSession(browser(), stack);
      assert.equal(result.otherUserSaw, 0, 'another user sees nothing of them');
      assert.equal(result.otherUserSent, 0, 'nor sends them');
      assert.equal(result.sentBeforeSameUser, 1, 'only the decision made online was recorded');
      assert.equal(result.asked, true, 'shown to their author before anything is sent');
      assert.equal(result.sentBeforeAnswer, 1, 'nothing sent before the author said so');
      assert.equal(result.told, '3 décisions de votre dernière séance ont été envoyées.');
      assert.deepEqual(
        { made: result.made, sent: result.sent, lost: result.lost, doubled: result.doubled },
        { made: 4, sent: 4, lost: 0, doubled: 0 },
      );
    });

    it('F5 while a decision is on its way: « quitter la page ? », then recorded once', async () => {
      const result = await reloadInFlight(browser(), stack);
      assert.deepEqual(result, { made: 1, sent: 1, lost: 0, doubled: 0, prompt: 'beforeunload' });
    });

    it('an answer lost on the way back: looked for, not sent twice', async () => {
      const result = await lostAnswer(browser(), stack);
      assert.deepEqual(result, { made: 2, sent: 2, lost: 0, doubled: 0 });
    });
  },
);
