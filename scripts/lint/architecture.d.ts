import type { Linter } from 'eslint';

/** The app's features: every folder under packages/app/src/features. */
export declare const features: readonly string[];
/** The ESLint configuration blocks that hold the architecture. */
export declare const architecture: Linter.Config[];
