/**
 * The floors of functions/ are fenced by lint (eslint.config.js): each probe puts one forbidden
 * import into a file of a floor and expects the build's lint to refuse it, so a loosened rule
 * fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbe } from '../../helpers/lint-probe.js';

const eslint = lintProbe(['import-x/no-restricted-paths']);

/** The layer rule's messages for `source` linted as if it were the file at `filePath`. */
async function fenceMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const probes = [
  {
    floor: 'a service',
    file: 'functions/services/orders/transition-order.ts',
    imports: "import { handler } from '../../handlers/admin/cancel-order.js';",
    says: 'functions/services imports no handler',
  },
  {
    floor: 'a service',
    file: 'functions/services/orders/transition-order.ts',
    imports: "import { ConflictError } from '../../shared/http-errors.js';",
    says: 'knows no HTTP',
  },
  {
    floor: 'a data module',
    file: 'functions/data/orders.ts',
    imports: "import { transitionOrder } from '../services/orders/transition-order.js';",
    says: 'functions/data imports no workflow',
  },
  {
    floor: 'a data module',
    file: 'functions/data/orders.ts',
    imports: "import { NotFoundError } from '../shared/http-errors.js';",
    says: 'functions/data knows no HTTP',
  },
  {
    floor: 'shared plumbing',
    file: 'functions/shared/enquiry-intake.ts',
    imports: "import { countRequest } from '../data/rate-limits.js';",
    says: 'functions/shared is plumbing',
  },
  {
    floor: 'shared plumbing',
    file: 'functions/shared/enquiry-intake.ts',
    imports: "import { enforceRateLimits } from '../services/inbox/enforce-rate-limits.js';",
    says: 'functions/shared is plumbing below the workflows',
  },
  {
    floor: 'core',
    file: 'functions/core/orders/staff-transitions.ts',
    imports: "import { getOrder } from '../../data/orders.js';",
    says: 'functions/core is pure',
  },
];

// The first lint loads the configuration and its plugins (a few seconds on a busy machine); the
// probes then take milliseconds each.
const LINT_TIMEOUT_MS = 60_000;

describe('the floors of functions/', () => {
  beforeAll(
    () => fenceMessages('functions/core/rule-violation.ts', 'export const probe = 1;\n'),
    LINT_TIMEOUT_MS,
  );

  it.each(probes)(
    'refuses $floor importing across its fence ($imports)',
    async ({ file, imports, says }) => {
      const messages = await fenceMessages(
        file,
        `${imports}\nexport const probe = [${imports.split(' ')[2]}];\n`,
      );
      expect(messages.join('\n')).toContain(says);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'lets a handler call a service, and a service call data and core',
    async () => {
      expect(
        await fenceMessages(
          'functions/handlers/admin/cancel-order.ts',
          "import { transitionOrder } from '../../services/orders/transition-order.js';\nexport const probe = transitionOrder;\n",
        ),
      ).toEqual([]);
      expect(
        await fenceMessages(
          'functions/services/orders/transition-order.ts',
          "import { getOrder } from '../../data/orders.js';\nimport { canCancel } from '../../core/orders/order.js';\nexport const probe = [getOrder, canCancel];\n",
        ),
      ).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
