import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { generateOpenApi } from '../openapi/generate';

/**
 * The production build carries the API's contract as `openapi.json` (the document of
 * `npm run openapi`), for the team that runs the real server.
 */
export const openApiFile = (version: string, enabled: boolean): Plugin => {
  let root: string | undefined;
  return {
    name: 'openapi-file',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options) {
      if (!enabled || !options.dir) return;
      const document = await generateOpenApi(version, root);
      await writeFile(join(options.dir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
    },
  };
};
