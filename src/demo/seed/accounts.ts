/**
 * User accounts: the four demo accounts first (password = login name), then
 * ministry staff with French/Ivorian names and various roles.
 */
import type { Role } from '../../api/types';
import type { DemoLogin } from '../db';
import { DAY_MS, NOW_MS, isoTime } from './clock';
import { drawFirstName, drawLastName, fullName, slug, type NameGroup } from './names';
import { Random, Weighted } from './random';

export const EMAIL_DOMAIN = 'education.gouv.ci';

/* prettier-ignore */
const DEMO_ACCOUNTS: readonly [string, string, Role | ''][] = [
  ['admin', 'Administrateur de démonstration', 'admin'],
  ['control', 'Contrôleur de démonstration', 'control'],
  ['dev', 'Développeur API de démonstration', 'dev_api_list'],
  ['agent', 'Agent de démonstration', ''],
];

/** Main role and additional roles of the staff accounts, one entry per account. */
/* prettier-ignore */
const STAFF_ROLES: readonly [Role | '', Role[]][] = [
  ['admin', []], ['admin', ['control']], ['admin', []],
  ['control', []], ['control', []], ['control', ['dev_api_list']], ['control', []],
  ['control', []], ['control', []], ['control', []], ['control', ['dev_api_list']],
  ['control', []], ['control', []], ['control', []], ['control', []],
  ['dev_api_list', []], ['dev_api_list', ['control']], ['dev_api_list', []],
  ['', []], ['', ['control']], ['', []], ['', []], ['', ['control']], ['', []], ['', []],
];

const STAFF_NAME_GROUPS = new Weighted<NameGroup>([
  ['akan', 50],
  ['north', 30],
  ['krou', 20],
]);

const DEMO_CREATED_MS = Date.UTC(2024, 8, 2, 9);

export function generateLogins(seed: number): DemoLogin[] {
  const rng = new Random(seed, 'accounts');
  const logins: DemoLogin[] = DEMO_ACCOUNTS.map(([name, label, role], index) => ({
    login_id: index + 1,
    login_name: name,
    login_email: `${name}@${EMAIL_DOMAIN}`,
    login_role: role,
    login_additionalRoles: [],
    login_fullName: label,
    login_createdAt: isoTime(DEMO_CREATED_MS + index * 60_000),
    seedPassword: name,
  }));
  const used = new Set(logins.map((l) => l.login_name));
  const fullNames = new Set<string>();
  // Staff accounts were opened one after the other since the demo accounts.
  const span = NOW_MS - 7 * DAY_MS - DEMO_CREATED_MS;
  const created = STAFF_ROLES.map(() => DEMO_CREATED_MS + rng.next() * span).sort((a, b) => a - b);

  STAFF_ROLES.forEach(([role, additionalRoles], index) => {
    let firstName: string;
    let lastName: string;
    do {
      const group = STAFF_NAME_GROUPS.draw(rng);
      firstName = drawFirstName(rng, group, rng.chance(0.45) ? 'F' : 'M');
      lastName = drawLastName(rng, group);
    } while (fullNames.has(fullName(lastName, firstName)));
    fullNames.add(fullName(lastName, firstName));
    const base = slug(firstName)[0] + slug(lastName);
    let name = base;
    for (let n = 2; used.has(name); n++) name = base + n;
    used.add(name);
    logins.push({
      login_id: logins.length + 1,
      login_name: name,
      login_email: `${slug(firstName)}.${slug(lastName)}${name.slice(base.length)}@${EMAIL_DOMAIN}`,
      login_role: role,
      login_additionalRoles: [...additionalRoles],
      login_fullName: fullName(lastName, firstName),
      login_createdAt: isoTime(created[index]),
      seedPassword: name,
    });
  });
  return logins;
}

/** Login names of the accounts that take validation decisions (admin or control). */
export function validatorNames(logins: readonly DemoLogin[]): string[] {
  return logins
    .filter((l) =>
      [l.login_role, ...l.login_additionalRoles].some((r) => r === 'admin' || r === 'control'),
    )
    .map((l) => l.login_name);
}
