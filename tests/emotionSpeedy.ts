import { StyleSheet } from '@emotion/sheet';

/**
 * Emotion's style sheet as the built app has it: every rule inserted into one `<style>`
 * through the CSSOM. Its development build (the one Vitest loads) adds a `<style>` element
 * per rule instead, some 600 for one page of the app, each parsed by jsdom and read again on
 * every style lookup (Testing Library's role queries make one per element): four whole-app
 * test files took 64 CPU-s with them, 51 without.
 *
 * Once per worker: the files sharing one load Emotion once, and run this file each.
 */
const SPEEDY = Symbol.for('tests.emotionSpeedy');
const prototype = StyleSheet.prototype as StyleSheet & { [SPEEDY]?: true };
if (!prototype[SPEEDY]) {
  const insert = prototype.insert;
  prototype.insert = function (this: StyleSheet, rule: string) {
    if (this.ctr === 0) this.isSpeedy = true;
    insert.call(this, rule);
  };
  prototype[SPEEDY] = true;
}
