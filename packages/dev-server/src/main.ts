/**
 * `pnpm --filter @stampcard/dev-server start`: the dev server with the built app
 * (packages/app/dist); see run.ts for what it does and its settings.
 */
import { runDevServer } from './run.ts';

await runDevServer();
