import { defineLibraryConfig } from '../../tsdown.library.ts';
import packageJson from './package.json' with { type: 'json' };

export default defineLibraryConfig(packageJson);
