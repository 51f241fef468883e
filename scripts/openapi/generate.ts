import { createServer } from 'vite';

/**
 * The OpenAPI document of the code, with every resource module registered: the app's modules
 * are collected by `import.meta.glob`, so they are loaded through Vite, in Node. `root`: the
 * project's folder.
 */
export async function generateOpenApi(
  version: string,
  root = process.cwd(),
): Promise<Record<string, unknown>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    define: { __DEMO__: 'false', __APP_VERSION__: JSON.stringify(version) },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    const module = await server.ssrLoadModule('/scripts/openapi/document.ts');
    return (module.default as (v: string) => Record<string, unknown>)(version);
  } finally {
    await server.close();
  }
}
