import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import pkg from '../package.json' with { type: 'json' };
import { generateOpenApi } from './openapi/generate';

/**
 * `npm run openapi [-- <file>]`: writes the OpenAPI 3.1 document of the API (default
 * `dist/openapi.json`), after checking it with @seriousme/openapi-schema-validator.
 */
const out = resolve(process.argv[2] ?? 'dist/openapi.json');
const document = await generateOpenApi(pkg.version);
const result = await new Validator().validate(document as never);
if (!result.valid) {
  console.error('Document OpenAPI invalide :', JSON.stringify(result.errors, null, 2));
  process.exit(1);
}
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(
  `${out} : ${Object.keys(document.paths as object).length} chemins, document OpenAPI 3.1 valide.`,
);
