import type { Linter } from 'eslint';

/** The ESLint configuration blocks that keep the product out of the kit (packages/ui/src). */
export declare const kitVocabulary: Linter.Config[];
