import type { Plugin } from 'vite';
import { scanCallUsage } from './callUsage/scan';

const ID = 'virtual:call-usage';
const RESOLVED_ID = `\0${ID}`;

/**
 * `virtual:call-usage`: what each page's code may call, scanned from its import graph when the
 * module is built (src/dev/callUsage.ts reads it for /dev). The scanned files are watched, so
 * the dev server scans again after an edit.
 */
export const callUsageModule = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'call-usage',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { files, ...usage } = scanCallUsage(root);
      files.forEach((file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(usage)};`;
    },
  };
};
