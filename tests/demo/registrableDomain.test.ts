// @vitest-environment node
import { getDomain } from '../../src/demo/registrableDomain';

test('a host name gives its last two labels, as msw’s cookie store asks', () => {
  expect(getDomain('demo.example.org')).toBe('example.org');
  expect(getDomain('example.org.')).toBe('example.org');
  expect(getDomain('example.org')).toBe('example.org');
});

test('an IP address or a one-label host has no registrable domain', () => {
  expect(getDomain('127.0.0.1')).toBeNull();
  expect(getDomain('::1')).toBeNull();
  expect(getDomain('localhost')).toBeNull();
});
