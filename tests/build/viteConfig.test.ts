import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigEnv, Plugin, ProxyOptions, UserConfig } from 'vite';
import configure from '../../vite.config';
import { demoOnlyFiles } from '../../scripts/vite/demoOnlyFiles';

const configFor = (mode: string, env: Record<string, string> = {}): UserConfig => {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const factory = configure as (env: ConfigEnv) => UserConfig;
    return factory({ mode, command: 'serve' });
  } finally {
    process.env = saved;
  }
};

const apiProxy = (config: UserConfig) => config.server?.proxy?.['/api'] as ProxyOptions;

/** Runs the plugin's writeBundle hook on a folder holding the worker and the app. */
const buildInto = async (plugin: Plugin) => {
  const dir = await mkdtemp(join(tmpdir(), 'build-'));
  await writeFile(join(dir, 'mockServiceWorker.js'), '');
  await writeFile(join(dir, 'index.html'), '');
  const hook = plugin.writeBundle as (options: { dir: string }) => Promise<void>;
  await hook.call({} as never, { dir });
  return (await readdir(dir)).sort();
};

describe('vite configuration', () => {
  it('checks the real API’s TLS certificate by default', () => {
    expect(apiProxy(configFor('development', { API_URL: 'https://api.example' }))).toMatchObject({
      target: 'https://api.example',
      secure: true,
    });
  });

  it('skips the TLS check only when API_INSECURE_TLS=1 says so', () => {
    const config = configFor('development', {
      API_URL: 'https://api.example',
      API_INSECURE_TLS: '1',
    });
    expect(apiProxy(config).secure).toBe(false);
  });

  it('drops the demo service worker from a production build', async () => {
    expect(await buildInto(demoOnlyFiles(['mockServiceWorker.js'], false))).toEqual(['index.html']);
  });

  it('keeps the demo service worker in the demo build', async () => {
    expect(await buildInto(demoOnlyFiles(['mockServiceWorker.js'], true))).toEqual([
      'index.html',
      'mockServiceWorker.js',
    ]);
  });
});

describe('the demo API’s page code', () => {
  const tldtsAlias = (config: UserConfig) =>
    (config.resolve?.alias as Record<string, string> | undefined)?.tldts;

  it('replaces the public suffix list by its own registrable domain in the demo', () => {
    expect(tldtsAlias(configFor('demo'))).toMatch(/src\/demo\/registrableDomain\.ts$/);
    expect(tldtsAlias(configFor('development'))).toMatch(/registrableDomain\.ts$/);
  });

  it('leaves it to the real API’s builds and to the tests', () => {
    expect(tldtsAlias(configFor('production'))).toBeUndefined();
    expect(tldtsAlias(configFor('test'))).toBeUndefined();
    expect(
      tldtsAlias(configFor('development', { API_URL: 'https://api.example' })),
    ).toBeUndefined();
  });
});
