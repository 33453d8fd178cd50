// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { kitVocabulary } from './kitVocabulary.js';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...kitVocabulary],
});

/** The messages ESLint gives a file at `path` (it need not exist) holding `code`. */
async function messagesOf(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

const productMessage: unknown = expect.stringMatching(/^no-restricted-syntax: The kit knows no product/);

describe("the lint rule that keeps the product out of the kit's code", () => {
  it.each([
    ['a business schema', 'export const businessFormSchema = {};'],
    ['a store schema', 'export const storeFormSchema = {};'],
    ['an NFC tag schema', 'export const nfcTagFormSchema = {};'],
    ['a tag schema', 'export const tagFormSchema = {};'],
    ['a user schema', 'export const userFormSchema = {};'],
    ["a user form's titles", "export const userTitles = ['Mr', 'Ms', 'Mrs'];"],
    ["the product's limits", 'export const maxLengths = { name: 200 };'],
    ["a tag's serial number field", 'export interface Tag { tagReference: string }'],
    ['a store hint', 'export function getStoreCardsHint(count: number) { return count; }'],
    ['a placeholder text', "export const unnamed = 'Unnamed store';"],
    ['a template text', 'export const hint = (count: number) => `Store has ${count} card(s)`;'],
    ['a status naming customers', "export type Status = 'customer-unauthorized';"],
    ['a type naming merchants', 'export interface MerchantProps { name: string }'],
    ['staff', 'export const staffCount = 1;'],
    ['businesses', "export const title = 'No businesses to be displayed';"],
  ])('refuses %s in the kit', async (_, code) => {
    const messages = await messagesOf('packages/ui/src/Sample/Sample.ts', code);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages).toEqual(messages.map(() => productMessage));
  });

  it('refuses product words in JSX', async () => {
    expect(await messagesOf('packages/ui/src/Sample/Sample.tsx', 'export const a = <p>No stores</p>;')).toEqual([
      productMessage,
    ]);
    expect(await messagesOf('packages/ui/src/Sample/Sample.tsx', 'export const b = <StoreCard />;')).toEqual([
      productMessage,
    ]);
  });

  it('refuses the API contract, its limits included', async () => {
    const messages = await messagesOf(
      'packages/ui/src/Sample/Sample.ts',
      [
        "import { UserForm } from '@stampcard/api-client/limits';",
        "export type { User } from '@stampcard/api-client';",
        "export const load = () => import('@stampcard/api-client/schemas');",
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringMatching(/never imports the API contract/),
      expect.stringMatching(/never imports the API contract/),
      expect.stringMatching(/never imports the API contract/),
    ]);
  });

  it("lets the kit's own vocabulary through", async () => {
    const messages = await messagesOf(
      'packages/ui/src/Sample/Sample.tsx',
      [
        "import { useSyncExternalStore } from 'react';",
        'export const restoreFocus = () => useSyncExternalStore(() => () => undefined, () => 1);',
        'export const name = (element: Element) => element.tagName;',
        "export const part = 'Dropdown.Tag';",
        'export function getTagProps() { return {}; }',
        'export const userEvent = 1;',
        "export const requiredName = { max: 200, message: 'Too many characters' };",
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('leaves the stories, tests and fixtures, which are not published, and the app alone', async () => {
    const code = "export const businessFormSchema = {}; export const text = 'Unnamed store';";
    for (const path of [
      'packages/ui/src/Sample/Sample.stories.tsx',
      'packages/ui/src/Sample/Sample.test.ts',
      'packages/ui/src/Sample/Sample.test.tsx',
      'packages/ui/src/Sample/Sample.fixtures.tsx',
      'packages/app/src/lib/forms/Sample.ts',
    ]) {
      expect(await messagesOf(path, code)).toEqual([]);
    }
  });
});
