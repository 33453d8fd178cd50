import { setIconBase } from '@stampcard/card-preview';
import { startApp } from './app/startApp';

// Card previews load each stamp and reward icon from the files the app serves under card-icons/
// (vite.config.ts copies Font Awesome Free's icons there).
setIconBase('/card-icons/');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
void startApp(container);
