// `npm start`: builds the back-office app and starts the dev server, which serves the app, the
// API and the sign-in provider on one origin (http://localhost:8080) and prints the demo
// accounts. `npm run dev` (scripts/dev.ts) is the same with hot reload. The root runs the two: the
// app never depends on its development server.
import { spawn, spawnSync } from 'node:child_process';

process.stdout.write('\nStampcard: building the app (packages/app)...\n');
const build = spawnSync('pnpm', ['--filter', '@stampcard/app', 'run', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn('pnpm', ['--filter', '@stampcard/dev-server', 'run', 'start'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
