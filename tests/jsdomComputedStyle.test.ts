// The tests' faster computed style (tests/jsdomComputedStyle.ts) still follows every change.
const sheetWith = (...rules: string[]) => {
  const style = document.createElement('style');
  document.head.append(style);
  rules.forEach((rule) => style.sheet!.insertRule(rule, style.sheet!.cssRules.length));
  return style;
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('a rule applies once the element has its classes, and no longer once it lost one', () => {
  sheetWith('.panel.closed { display: none }', '.list > .row:hover, .card { visibility: hidden }');
  const panel = document.createElement('div');
  document.body.append(panel);
  expect(getComputedStyle(panel).display).toBe('block');
  panel.className = 'panel closed';
  expect(getComputedStyle(panel).display).toBe('none');
  panel.classList.remove('closed');
  expect(getComputedStyle(panel).display).toBe('block');
  panel.classList.add('card');
  expect(getComputedStyle(panel).visibility).toBe('hidden');
});

test('an ancestor’s change reaches its descendants, and a rule with no class is always looked at', () => {
  sheetWith('.shut span { display: none }', '[data-gone] { display: none }');
  document.body.innerHTML = '<section><p><span>texte</span></p></section>';
  const span = document.querySelector('span')!;
  expect(getComputedStyle(span).display).toBe('inline');
  document.querySelector('section')!.classList.add('shut');
  expect(getComputedStyle(span).display).toBe('none');
  document.querySelector('section')!.classList.remove('shut');
  expect(getComputedStyle(span).display).toBe('inline');
  span.setAttribute('data-gone', '');
  expect(getComputedStyle(span).display).toBe('none');
  span.style.display = 'block';
  expect(getComputedStyle(span).display).toBe('block');
});

test('a style computed twice without a change is the same, and a change computes it again', () => {
  const box = document.createElement('div');
  document.body.append(box);
  const first = getComputedStyle(box);
  expect(getComputedStyle(box)).toBe(first);
  box.hidden = true;
  expect(getComputedStyle(box)).not.toBe(first);
  expect(getComputedStyle(box).display).toBe('none');
});
