import { parseWithoutEval } from '@ascent/shared/common';

// First of the app shell's modules (app/index.ts): before any schema parses, zod is told not
// to compile its parsers, which would try `new Function` under the sites' CSP (no 'unsafe-eval').
parseWithoutEval();
