/**
 * Splits a generated module into one module per top-level declaration, so that a bundler
 * can put each declaration in the chunk of the routes that use it: a bundler never splits a
 * module, so one big `zod.gen.ts` or `sdk.gen.ts` would otherwise travel whole in a chunk
 * shared by every route that uses any part of it.
 *
 * The TypeScript compiler finds the top-level statements and, with its checker, which
 * top-level declarations and imports each statement refers to (values and types, however
 * nested or shadowed), so each new module imports exactly what it uses. Declarations that
 * refer to each other in a cycle (`z.lazy`, getters) stay together in one module.
 */
import { posix } from 'node:path';
import ts from 'typescript';

export interface SplitOptions {
  /** The file's name, for messages and its own re-exports: `sdk.gen.ts`. */
  fileName: string;
  /** The folder beside the file that receives the new modules: `sdk` gives `sdk/getCard.gen.ts`. */
  directory: string;
  /** The comment line that opens every new module and what stays of the file. */
  header: string;
  /** Which top-level statements move to modules of their own; the others stay in the file. */
  moves: (statement: ts.Statement) => boolean;
  /**
   * Names imported from a file that was split before: for an import specifier as written in
   * this file (`./zod.gen`), the module of each name relative to this file's folder
   * (`zGetCardResponse` -> `./zod/zGetCardResponse.gen`).
   */
  redirects?: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export interface SplitResult {
  /** What stays of the file: its other statements and a re-export of every moved name. */
  barrel: string;
  /** The new modules, by path relative to their folder (`directory`): `getCard.gen.ts`. */
  modules: Map<string, string>;
  /** The module of each moved name, as imported from the file's folder: `./sdk/getCard.gen`. */
  moduleOf: Map<string, string>;
}

interface ImportBinding {
  kind: 'namespace' | 'default' | 'named';
  /** The module as written in the file. */
  specifier: string;
  /** The exported name (named imports). */
  imported: string;
  local: string;
  typeOnly: boolean;
  /** Where the binding is written in the file, to keep its order; none for new imports. */
  position?: number;
}

interface Declaration {
  statement: ts.Statement;
  index: number;
  names: string[];
  exported: boolean;
  /** A type alias or interface: imported with `import type`, erased from the output. */
  typeOnly: boolean;
  moves: boolean;
  /** Indices of the other top-level declarations it refers to. */
  uses: Set<number>;
  /** Imports it refers to. */
  imports: Set<ImportBinding>;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

/** The identifiers a top-level statement declares. */
function declaredNames(statement: ts.Statement): ts.Identifier[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((declaration) => {
      if (!ts.isIdentifier(declaration.name)) throw new Error('Destructuring declarations are not supported.');
      return declaration.name;
    });
  }
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    return [statement.name];
  }
  return [];
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing ${what}.`);
  return value;
}

/** A checker over the file alone: imports are not resolved, which is all the analysis needs. */
function checkerOf(fileName: string, text: string) {
  const path = `/split/${fileName}`;
  const sourceFile = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const options: ts.CompilerOptions = { noLib: true, noResolve: true, types: [], target: ts.ScriptTarget.ES2022 };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name) => (name === path ? sourceFile : undefined);
  host.fileExists = (name) => name === path;
  host.readFile = (name) => (name === path ? text : undefined);
  const checker = ts.createProgram({ rootNames: [path], options, host }).getTypeChecker();
  return { sourceFile, checker };
}

/** Tarjan's strongly connected components, each in source order, in order of their first member. */
function stronglyConnected(nodes: number[], edges: (node: number) => Iterable<number>): number[][] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const stack: number[] = [];
  const onStack = new Set<number>();
  const components: number[][] = [];
  const visit = (node: number) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: number[] = [];
      let member: number | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort((a, b) => a - b));
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

/** `./client` seen from a folder one level down: `../client`. Package imports stay. */
const fromSubfolder = (specifier: string) => (specifier.startsWith('.') ? posix.join('..', specifier) : specifier);

/**
 * The text of a statement with its doc comment, without the blank lines before it. The
 * file's first statement leaves out the file's header: comments a blank line above it.
 */
function statementText(statement: ts.Statement): string {
  const sourceFile = statement.getSourceFile();
  let start = statement.getFullStart();
  if (start === 0) {
    const comments = ts.getLeadingCommentRanges(sourceFile.text, 0) ?? [];
    start = statement.getStart();
    for (const comment of comments.toReversed()) {
      if (/\n[^\S\n]*\n/.test(sourceFile.text.slice(comment.end, start))) break;
      start = comment.pos;
    }
  }
  return sourceFile.text.slice(start, statement.getEnd()).replace(/^\s+/, '');
}

/** Import declarations: package imports, then relative ones by path; names in the order the file wrote them. */
function renderImports(bindings: ImportBinding[]): string {
  const bySpecifier = new Map<string, ImportBinding[]>();
  const ordered = bindings.toSorted(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
  );
  for (const binding of ordered) {
    const list = bySpecifier.get(binding.specifier) ?? [];
    if (!list.some((other) => other.kind === binding.kind && other.local === binding.local)) list.push(binding);
    bySpecifier.set(binding.specifier, list);
  }
  const render = (specifier: string, list: ImportBinding[]) => {
    const lines: string[] = [];
    for (const binding of list.filter((b) => b.kind !== 'named')) {
      const type = binding.typeOnly ? 'type ' : '';
      const clause = binding.kind === 'namespace' ? `* as ${binding.local}` : binding.local;
      lines.push(`import ${type}${clause} from '${specifier}';`);
    }
    const named = list.filter((binding) => binding.kind === 'named');
    if (named.length > 0) {
      const allTypes = named.every((binding) => binding.typeOnly);
      const names = named.map((binding) => {
        const name = binding.imported === binding.local ? binding.local : `${binding.imported} as ${binding.local}`;
        return !allTypes && binding.typeOnly ? `type ${name}` : name;
      });
      lines.push(`import ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from '${specifier}';`);
    }
    return lines.join('\n');
  };
  const specifiers = [...bySpecifier.keys()];
  const packages = specifiers.filter((specifier) => !specifier.startsWith('.')).sort();
  const relatives = specifiers.filter((specifier) => specifier.startsWith('.')).sort();
  return [packages, relatives]
    .filter((group) => group.length > 0)
    .map((group) => group.map((specifier) => render(specifier, bySpecifier.get(specifier) ?? [])).join('\n'))
    .join('\n\n');
}

export function splitModule(text: string, options: SplitOptions): SplitResult {
  const { sourceFile, checker } = checkerOf(options.fileName, text);
  const where = (node: ts.Node) =>
    `${options.fileName}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  // Top-level imports and declarations, by symbol.
  const imports = new Map<ts.Symbol, ImportBinding>();
  const declarations: Declaration[] = [];
  const declarationOf = new Map<ts.Symbol, Declaration>();
  for (const [index, statement] of sourceFile.statements.entries()) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause) throw new Error(`${where(statement)}: side-effect imports are not supported.`);
      if (clause.phaseModifier === ts.SyntaxKind.DeferKeyword) {
        throw new Error(`${where(statement)}: deferred imports are not supported.`);
      }
      const typeOnly = clause.phaseModifier === ts.SyntaxKind.TypeKeyword;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings: [ts.Identifier, Omit<ImportBinding, 'specifier' | 'local'>][] = [];
      if (clause.name) bindings.push([clause.name, { kind: 'default', imported: 'default', typeOnly }]);
      const namedBindings = clause.namedBindings;
      if (namedBindings && ts.isNamespaceImport(namedBindings)) {
        bindings.push([namedBindings.name, { kind: 'namespace', imported: '*', typeOnly }]);
      } else if (namedBindings) {
        for (const element of namedBindings.elements) {
          bindings.push([
            element.name,
            {
              kind: 'named',
              imported: (element.propertyName ?? element.name).text,
              typeOnly: typeOnly || element.isTypeOnly,
            },
          ]);
        }
      }
      for (const [name, binding] of bindings) {
        const symbol = checker.getSymbolAtLocation(name);
        if (symbol) imports.set(symbol, { ...binding, specifier, local: name.text, position: name.getStart() });
      }
      continue;
    }
    const nameNodes = declaredNames(statement);
    const names = nameNodes.map((name) => name.text);
    const declaration: Declaration = {
      statement,
      index,
      names,
      exported: hasModifier(statement, ts.SyntaxKind.ExportKeyword),
      typeOnly: ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement),
      moves: options.moves(statement),
      uses: new Set(),
      imports: new Set(),
    };
    if (declaration.moves && (names.length === 0 || !declaration.exported)) {
      throw new Error(`${where(statement)}: only exported declarations can move to a module of their own.`);
    }
    declarations.push(declaration);
    for (const name of nameNodes) {
      const symbol = checker.getSymbolAtLocation(name);
      if (symbol) declarationOf.set(symbol, declaration);
    }
  }

  // What each declaration refers to.
  for (const declaration of declarations) {
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        const parent = node.parent;
        const symbol =
          ts.isShorthandPropertyAssignment(parent) && parent.name === node
            ? checker.getShorthandAssignmentValueSymbol(parent)
            : checker.getSymbolAtLocation(node);
        if (symbol) {
          const binding = imports.get(symbol);
          if (binding) declaration.imports.add(binding);
          const other = declarationOf.get(symbol);
          if (other && other !== declaration) declaration.uses.add(other.index);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(declaration.statement);
  }

  const byIndex = new Map(declarations.map((declaration) => [declaration.index, declaration]));
  const moving = declarations.filter((declaration) => declaration.moves);
  const groups = stronglyConnected(
    moving.map((declaration) => declaration.index),
    (index) => [...(byIndex.get(index)?.uses ?? [])].filter((used) => byIndex.get(used)?.moves),
  ).map((indices) => {
    const members = indices.map((index) => required(byIndex.get(index), `declaration ${index}`));
    // A group is named after its first declaration in the file.
    return { members, name: required(members[0]?.names[0], 'group name') };
  });

  // Where each moved name goes.
  const moduleOf = new Map<string, string>();
  const moduleNames = new Map<string, string>();
  for (const { members, name: moduleName } of groups) {
    const clash = moduleNames.get(moduleName.toLowerCase());
    if (clash !== undefined) {
      throw new Error(`${options.fileName}: modules ${clash} and ${moduleName} differ only in case.`);
    }
    moduleNames.set(moduleName.toLowerCase(), moduleName);
    for (const name of members.flatMap((declaration) => declaration.names)) {
      moduleOf.set(name, `./${options.directory}/${moduleName}.gen`);
    }
  }

  /** The imports of some statements, written from the file's folder (`.`) or from the new folder. */
  const importsOf = (members: Declaration[], fromFolder: boolean) => {
    const inGroup = new Set(members.map((member) => member.index));
    const relocate = (specifier: string) => (fromFolder ? fromSubfolder(specifier) : specifier);
    const bindings: ImportBinding[] = [];
    for (const member of members) {
      for (const binding of member.imports) {
        const redirect = options.redirects?.get(binding.specifier);
        if (redirect && binding.kind !== 'named') {
          throw new Error(`${where(member.statement)}: ${binding.specifier} is split; import its names one by one.`);
        }
        const target = redirect?.get(binding.imported);
        if (redirect && target === undefined) {
          throw new Error(`${where(member.statement)}: no module exports ${binding.imported} of ${binding.specifier}.`);
        }
        bindings.push({ ...binding, specifier: relocate(target ?? binding.specifier) });
      }
      for (const used of member.uses) {
        if (inGroup.has(used)) continue;
        const other = required(byIndex.get(used), `declaration ${used}`);
        for (const name of other.names) {
          if (other.moves) {
            const specifier = moduleOf.get(name) ?? '';
            const base = `./${options.directory}/`;
            bindings.push({
              kind: 'named',
              specifier: fromFolder ? `./${specifier.slice(base.length)}` : specifier,
              imported: name,
              local: name,
              typeOnly: other.typeOnly,
            });
          } else if (!fromFolder) {
            // Stays in the file beside it: nothing to import.
          } else if (other.typeOnly && other.exported) {
            bindings.push({
              kind: 'named',
              specifier: `../${options.fileName.replace(/\.ts$/, '')}`,
              imported: name,
              local: name,
              typeOnly: true,
            });
          } else {
            throw new Error(
              `${where(member.statement)}: refers to ${name}, which stays in ${options.fileName}; only exported types can.`,
            );
          }
        }
      }
    }
    return renderImports(bindings);
  };

  const section = (...parts: string[]) =>
    parts
      .filter((part) => part.length > 0)
      .join('\n\n')
      .concat('\n');

  const modules = new Map<string, string>();
  for (const { members, name } of groups) {
    const statements = members.map((member) => statementText(member.statement)).join('\n\n');
    modules.set(`${name}.gen.ts`, section(options.header, importsOf(members, true), statements));
  }

  const staying = declarations.filter((declaration) => !declaration.moves);
  const reexports = groups
    .flatMap(({ members }) => members.flatMap((member) => member.names))
    .map((name) => `export { ${name} } from '${moduleOf.get(name) ?? ''}';`)
    .join('\n');
  const barrel = section(
    options.header,
    importsOf(staying, false),
    staying.map((declaration) => statementText(declaration.statement)).join('\n\n'),
    reexports,
  );
  return { barrel, modules, moduleOf };
}

/** `export const x = ...` (any initializer): every schema of zod.gen.ts. */
export const isExportedConstant = (statement: ts.Statement) =>
  ts.isVariableStatement(statement) && hasModifier(statement, ts.SyntaxKind.ExportKeyword);

/** `export const x = (...) => ...` or `export function x()`: every operation of sdk.gen.ts. */
export const isExportedFunction = (statement: ts.Statement) =>
  hasModifier(statement, ts.SyntaxKind.ExportKeyword) &&
  (ts.isFunctionDeclaration(statement) ||
    (ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.every(
        (declaration) =>
          declaration.initializer !== undefined &&
          (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer)),
      )));
