import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': path.resolve(import.meta.dirname, 'functions/core'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

/**
 * Integration files that need the shared shop to themselves, run one at a time after the others:
 * the importer's files (the shop has one importer, one run at a time, a lock each of them resets),
 * the files that discard, write or count the shop's one catalogue snapshot, and the dashboard
 * figures (a count of every product before and after one is added), and the card payment files,
 * which run the card reconciler at a clock minutes ahead: it settles every open attempt of the shop,
 * other files' too.
 */
const integrationAlone = [
  'tests/integration/scraper.test.ts',
  'tests/integration/scraper-conditional.test.ts',
  'tests/integration/import-review.test.ts',
  'tests/integration/back-orders.test.ts',
  'tests/integration/back-in-stock.test.ts',
  'tests/integration/admin/taxonomy-admin.test.ts',
  'tests/integration/admin/products-csv.test.ts',
  'tests/integration/catalogue-snapshot.test.ts',
  'tests/integration/catalogue-freshness.test.ts',
  'tests/integration/product-type-override.test.ts',
  'tests/integration/shop-metrics.test.ts',
  'tests/integration/admin/admin-products.test.ts',
  'tests/integration/payments/card-payments.test.ts',
  'tests/integration/payments/card-staff.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { POWERTOOLS_METRICS_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'SILENT' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: integrationAlone,
          globalSetup: ['tests/helpers/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Two files at a time on the shared shop: most of their time is waits (streams, mails,
          // timers), not CPU. A group of its own, after the unit and infra files (one worker).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-alone',
          include: integrationAlone,
          // The same shop as the project above (see the setup), once its files are done.
          globalSetup: ['tests/helpers/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          // The files share a worker's modules: aws-cdk-lib is loaded and each stage synthesized
          // once per worker (see tests/infra/synth-storefront.ts), not once per file.
          isolate: false,
        },
      },
    ],
  },
});
