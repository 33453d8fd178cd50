// @ts-check
/**
 * The kit knows no product: `@stampcard/ui` is a UI kit any product could use, so its published
 * code names no business, store, NFC tag, merchant, customer or staff member, holds none of the
 * product's form schemas or limits, and never imports the API contract. The product's forms, limits
 * and texts live in the app (packages/app/src/lib/forms builds the forms on the contract's limits),
 * and a kit component takes a product's text as a prop.
 *
 * Checked: identifiers (names of variables, functions, types, properties, JSX elements) and texts
 * (strings, template literals, JSX text) of packages/ui/src. Words are found where an identifier
 * word starts (`storeName`, `newStoreForm`, `'Unnamed store'`), not inside other words
 * (`restoreFocus`). Two words stay allowed, as a UI kit's own vocabulary: React's
 * `useSyncExternalStore`, and "tag" (an HTML tag, a dropdown's chosen-item tag); the product's NFC
 * tags are caught by "nfc" and by the names of their schema and serial number.
 *
 * Not checked: stories, tests and their fixtures, which are not published (package.json `files`)
 * and may show a product-like example as example data, and comments. scripts/lint/kitVocabulary.test.ts
 * shows the rule firing on a sample.
 */

/** A product word where an identifier word or a text word starts. */
const productWord = [
  String.raw`(?:^|[^A-Za-z])(?:business(?:es)?|stores?|nfc|merchants?|customers?|staff)(?![a-z])`,
  String.raw`(?:Business(?:es)?|Stores?|Nfc|NFC|Merchants?|Customers?|Staff)(?![a-z])`,
].join('|');

/** The name of a product form's schema, of its limits or of a product field the forms had. */
const productFormName = String.raw`(?:^|[a-z])(?:[Tt]ag|[Uu]ser)[A-Za-z]*(?:Schema|Limits|MaxLengths?|Titles)$|^maxLengths$|^tagReference$`;

const message =
  'The kit knows no product: keep businesses, stores, NFC tags, merchants, customers, staff and the forms' +
  " schemas and limits in the app (packages/app/src/lib/forms), and give a kit component the product's texts as props.";

const contractMessage =
  "The kit knows no product: it never imports the API contract; the app's forms take its limits (packages/app/src/lib/forms).";

/** The ESLint configuration blocks that keep the product out of the kit. */
export const kitVocabulary = [
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.fixtures.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Identifier[name=/${productWord}/]:not([name="useSyncExternalStore"])`, message },
        { selector: `JSXIdentifier[name=/${productWord}/]`, message },
        { selector: `Literal[value=/${productWord}/]`, message },
        { selector: `TemplateElement[value.raw=/${productWord}/]`, message },
        { selector: `JSXText[value=/${productWord}/]`, message },
        { selector: `Identifier[name=/${productFormName}/]`, message },
        {
          selector: String.raw`:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=/^@stampcard.api-client(?:$|.)/]`,
          message: contractMessage,
        },
      ],
    },
  },
];
