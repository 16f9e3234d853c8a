import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noForeignTables } from './module-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const SRC = 'apps/server/src';

tester.run('no-foreign-tables', noForeignTables, {
  valid: [
    // The own module's tables and repository.
    {
      filename: `${SRC}/modules/exam/exam.service.ts`,
      code: "import { exams } from './exam.schema.ts'; import { createExamRepository } from './exam.repository.ts';",
    },
    // Another module's narrow function.
    {
      filename: `${SRC}/modules/exam/exam-admin.module.ts`,
      code: "import { createPeopleDirectory } from '../user/people-directory.ts';",
    },
    // A schema's foreign key, a seed, a test, the schema index.
    {
      filename: `${SRC}/modules/exam/exam.schema.ts`,
      code: "import { users } from '../user/user.schema.ts';",
    },
    {
      filename: `${SRC}/modules/task/task.seed.ts`,
      code: "import { exams } from '../exam/exam.schema.ts';",
    },
    {
      filename: `${SRC}/modules/seed/seed.ts`,
      code: "import { createUserRepository } from '../user/user.repository.ts';",
    },
    {
      filename: `${SRC}/modules/exam/exam.test.ts`,
      code: "import { users } from '../user/user.schema.ts';",
    },
    {
      filename: `${SRC}/db/schema.ts`,
      code: "export * from '../modules/user/user.schema.ts';",
    },
    // Outside the server's source (test helpers).
    {
      filename: 'apps/server/test/builders.ts',
      code: "import { users } from '../src/modules/user/user.schema.ts';",
    },
  ],
  invalid: [
    {
      filename: `${SRC}/modules/exam/exam-admin.people.ts`,
      code: "import { users } from '../user/user.schema.ts';",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: `${SRC}/modules/auth/auth.service.ts`,
      code: "import type { UserRow } from '../user/user.repository.ts';",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: `${SRC}/modules/company/company.module.ts`,
      code: "const m = await import('../user/user.repository.ts'); export { m };",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: `${SRC}/core/tree/tree-table.ts`,
      code: "import { companies } from '../../modules/company/company.schema.ts';",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: `${SRC}/modules/in-person/in-person.repository.ts`,
      code: "import { users } from '../../db/schema.ts';",
      errors: [{ messageId: 'index' }],
    },
    {
      filename: `${SRC}/modules/user/user.module.ts`,
      code: "export { users } from './user.schema.ts';",
      errors: [{ messageId: 'reexport' }],
    },
    {
      filename: `${SRC}/modules/user/user.module.ts`,
      code: "import { users } from './user.schema.ts'; export { users };",
      errors: [{ messageId: 'reexport' }],
    },
  ],
});
