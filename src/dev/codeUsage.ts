import type { ResourceAction } from '../resource/declare';

/**
 * What the build-time scan (scripts/vite/callUsage/) found in a page's code, before it is read
 * against the endpoint registry and the resources (src/dev/callUsage.ts).
 */
export interface CodeUsage {
  /** The names the code gives that may be calls: quoted, or built from a template. */
  names: string[];
  /** The react-admin resources the code reads or writes, each with the actions it makes. */
  resources: Record<string, ResourceAction[]>;
}

/** The code every page loads (the shell), and each page's own code, by path, in menu order. */
export interface ScannedUsage {
  shell: CodeUsage;
  pages: Record<string, CodeUsage>;
}
