export { Prompt } from './Prompt';
export type { PromptProps, PromptSuccess, PromptType } from './Prompt';
export { ConfirmByTyping } from './ConfirmByTyping';
export type { ConfirmByTypingProps } from './ConfirmByTyping';
