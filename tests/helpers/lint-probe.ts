/**
 * The build's lint (eslint.config.js) as the fence probes use it: the same configuration for the
 * probed file's path, running only the rules a probe reads. Those rules read the source and its
 * import paths, not types, so the type-aware program (every Node file type-checked, about a minute
 * of CPU per ESLint instance) is not built for them.
 */
import { ESLint } from 'eslint';

export function lintProbe(ruleIds: readonly string[]): ESLint {
  return new ESLint({
    cwd: process.cwd(),
    ruleFilter: ({ ruleId }) => ruleIds.includes(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
}
