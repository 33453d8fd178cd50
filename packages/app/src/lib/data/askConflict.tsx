/**
 * Asks the user about a save someone else's overtook (`useMutation` loads this module with the
 * first conflict): the kit's `ConflictPrompt` over the page, one question at a time. It mounts a
 * small React root of its own, so the first screen carries none of it, nor a provider for it:
 * the prompt needs nothing of the page but the theme.
 */
import { ConflictPrompt, type ConflictChoice, type ConflictField } from '@stampcard/ui/ConflictPrompt';
import { ThemeProvider } from '@stampcard/ui/theme';
import { createRoot } from 'react-dom/client';

export type { ConflictChoice };

/** The question being asked: the next waits for its answer. */
let asked: Promise<unknown> = Promise.resolve();

/** Shows the fields both the user and someone else changed; resolves to the user's choice. */
export function askConflict(fields: readonly ConflictField[]): Promise<ConflictChoice> {
  const answer = asked.then(
    () =>
      new Promise<ConflictChoice>((resolve) => {
        const host = document.createElement('div');
        host.dataset.component = 'ConflictPromptHost';
        document.body.append(host);
        const root = createRoot(host);
        const choose = (choice: ConflictChoice) => {
          root.unmount();
          host.remove();
          resolve(choice);
        };
        root.render(
          <ThemeProvider withGlobalStyle={false}>
            <ConflictPrompt isOpen fields={fields} onChoose={choose} />
          </ThemeProvider>,
        );
      }),
  );
  asked = answer;
  return answer;
}
