export { ConflictPrompt, conflictText, conflictTitle } from './ConflictPrompt';
export type { ConflictChoice, ConflictField, ConflictPromptProps } from './ConflictPrompt';
