// The entry of silent-callback.html: imports nothing of the app, so it stays a few hundred bytes.
import { completeSilentCallback } from './notifyParent';

completeSilentCallback(window, '/');
