import '../../src/collectPages';

/** Loaded through Vite, so that the resource modules (and their demo handlers) are registered. */
export { startDemoHttpServer } from '../../src/demo/httpServer';
