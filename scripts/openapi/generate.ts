import { loadThroughVite } from '../vite/loadThroughVite';

/**
 * The OpenAPI document of the code, with every resource module registered: the app's modules
 * are collected by `import.meta.glob`, so they are loaded through Vite. `root`: the project.
 */
export async function generateOpenApi(
  version: string,
  root?: string,
): Promise<Record<string, unknown>> {
  const module = await loadThroughVite<{
    default: (v: string) => Promise<Record<string, unknown>>;
  }>('/scripts/openapi/document.ts', version, root);
  return module.default(version);
}
