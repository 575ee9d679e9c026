/**
 * The architecture check must be able to fail: run the project's own rule set over fixtures
 * that break each layer rule (test/arch/fixtures), and expect every rule to report.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

test('dependency rules reject imports that point the wrong way', () => {
  const config = path.join(mkdtempSync(path.join(tmpdir(), 'arch-')), 'rules.cjs');
  writeFileSync(
    config,
    `const base = require(${JSON.stringify(path.join(root, '.dependency-cruiser.cjs'))});\n` +
      `module.exports = { forbidden: base.forbidden, options: { doNotFollow: { path: 'node_modules' }, tsPreCompilationDeps: true } };\n`,
  );
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const run = spawnSync(process.execPath, [bin, 'core', 'ui', 'adapters', '--config', config, '--output-type', 'json'], {
    cwd: path.join(import.meta.dirname, 'fixtures'),
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout);
  const broken = new Set<string>(report.summary.violations.map((v: { rule: { name: string } }) => v.rule.name));
  for (const rule of [
    'core-is-pure',
    'core-imports-only-core',
    'ui-no-adapters',
    'ui-no-backend-sdk',
    'adapters-no-ui',
    'ui-app-is-the-top',
    'ui-shared-below-features',
  ]) {
    expect(broken).toContain(rule);
  }
});
