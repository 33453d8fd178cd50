// `npm start`. Until the back-office app lands (it will start the app and the dev
// server here), it starts Storybook, where the UI kit is designed and reviewed.
import { spawn } from 'node:child_process';

const port = process.env.STORYBOOK_PORT ?? '6006';
process.stdout.write(
  [
    '',
    'Stampcard: the back-office app is not built yet, so `npm start` serves Storybook,',
    `where every component and state is reviewed: http://localhost:${port}`,
    '',
  ].join('\n'),
);
const args = ['exec', 'storybook', 'dev', '--port', port, '--no-open'];
if (process.env.CI || !process.stdout.isTTY) args.push('--ci');
const child = spawn('pnpm', args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
