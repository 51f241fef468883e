import '../../src/collectPages';
import { buildOpenApi } from '../../src/resource/openapi';

/** Loaded through Vite (its `import.meta.glob` registers the resource modules first). */
export default buildOpenApi;
