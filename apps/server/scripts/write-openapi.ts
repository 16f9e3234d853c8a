import fs from 'node:fs';
import { createOpenApiModule } from '../src/modules/openapi/openapi.module.ts';

/**
 * Writes docs/openapi.json from the endpoint definitions (`npm run openapi`). The committed copy
 * is what integrators read in the repository; openapi.test.ts fails when it drifts.
 */
const target = new URL('../../../docs/openapi.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify(createOpenApiModule().document(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
