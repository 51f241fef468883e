/**
 * Stands in for `tldts` in the demo's page (vite.config.ts): msw's cookie store (tough-cookie)
 * asks it the registrable domain of every request's host, and the real one carries the public
 * suffix list, 300 kB whose evaluation held the login page's thread 140 ms (550 ms on a 4x
 * slower CPU) while the user typed. The demo API's one cookie (the login's device cookie) is set
 * without a Domain, for its own host, so the list is never needed: the last two labels of a name
 * serve, and an IP address or a one-label host has none.
 */
export function getDomain(hostname: string): string | null {
  const name = hostname.replace(/\.$/, '');
  if (name.includes(':') || /^[\d.]+$/.test(name) || !name.includes('.')) return null;
  return name.split('.').slice(-2).join('.');
}
