// Publishes Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN
// (the project's token from chromatic.com). Not part of `npm test`.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  process.stderr.write('Set CHROMATIC_PROJECT_TOKEN to the Chromatic project token to publish Storybook.\n');
  process.exit(1);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'storybook:build', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
