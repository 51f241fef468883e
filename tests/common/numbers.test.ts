// @vitest-environment node
import {
  OVER_WHOLE,
  csvPercent,
  formatCount,
  formatPercent,
  ratio,
} from '../../src/common/numbers';

const NNBSP = '\u202f';

test('a count of any size is grouped by thousands with narrow no-break spaces', () => {
  expect(formatCount(2157729297264185)).toBe(
    `2${NNBSP}157${NNBSP}729${NNBSP}297${NNBSP}264${NNBSP}185`,
  );
  expect(formatCount(0)).toBe('0');
});

test('a part above its whole reads « plus de 100 % », never 257,0 %', () => {
  expect(formatPercent(ratio(257, 100))).toBe(`plus de 100${NNBSP}%`);
  expect(OVER_WHOLE).toBe(`plus de 100${NNBSP}%`);
  expect(formatPercent(ratio(100, 100))).toBe(`100,0${NNBSP}%`);
  expect(formatPercent(ratio(0, 100))).toBe(`0,0${NNBSP}%`);
});

test('a share that cannot be read is a dash on screen and empty in a spreadsheet', () => {
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -0.2, undefined]) {
    expect(formatPercent(value)).toBe('–');
    expect(csvPercent(value)).toBe('');
  }
});

test('the spreadsheet keeps a share above 100 as computed, so the column stays numeric', () => {
  expect(csvPercent(ratio(257, 100))).toBe('257,0');
});
