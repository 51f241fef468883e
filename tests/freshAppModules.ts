import { vi } from 'vitest';

// The app's own modules start afresh in each test file, as in a new page: its registries,
// stores and listeners. The libraries (react-admin, MUI), loaded by Node, stay loaded.
vi.resetModules();
