/**
 * A story-id pattern as a regular expression: `*` matches any characters, everything else itself
 * (`ui-pagination--*`). Plain TypeScript without imports, so the update command (a Node script)
 * loads it as it is.
 */
export function storyIdPattern(glob: string): RegExp {
  const parts = glob.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}
