import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': path.resolve(import.meta.dirname, 'functions/core'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

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
          globalSetup: ['tests/helpers/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
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
