/**
 * Minifies the CSS inside styled-components' tagged templates (styled.x`…`, styled(X)`…`,
 * css`…`, keyframes`…`, createGlobalStyle`…`) at build time, as babel-plugin-styled-components'
 * `minify` does: indentation and comments go, line breaks stay so source maps keep their lines.
 * JavaScript minifiers leave template text alone, so without this every published component
 * ships its CSS indentation.
 */
const templateStart =
  /(?:\bstyled(?:\.[A-Za-z]+|\([^()`]*\))(?:\.(?:attrs|withConfig)\([^`]*?\))*|\bcss|\bkeyframes|\bcreateGlobalStyle)\s*`/g;

/** Minifies one run of CSS text between interpolations. */
function minifyCssText(text: string): string {
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
      .replace(/[ \t]*\n[ \t]*/g, '\n')
      .replace(/[ \t]{2,}/g, ' ')
      // `color: red` -> `color:red` (a declaration at a line start) and `a {` -> `a{`.
      .replace(/^(-?[a-z][a-z-]*):[ \t]+/gm, '$1:')
      .replace(/[ \t]+\{$/gm, '{')
  );
}

/**
 * Returns the index just past the end of the JavaScript expression that starts at `index`
 * (inside `${…}`), skipping strings, nested templates and braces.
 */
function skipExpression(source: string, index: number): number {
  let depth = 0;
  let position = index;
  while (position < source.length) {
    const character = source[position];
    if (character === '{') depth += 1;
    else if (character === '}') {
      if (depth === 0) return position + 1;
      depth -= 1;
    } else if (character === "'" || character === '"') {
      position = skipString(source, position, character);
      continue;
    } else if (character === '`') {
      position = skipTemplate(source, position + 1, undefined).end;
      continue;
    }
    position += 1;
  }
  return position;
}

function skipString(source: string, index: number, quote: string): number {
  let position = index + 1;
  while (position < source.length && source[position] !== quote) {
    position += source[position] === '\\' ? 2 : 1;
  }
  return position + 1;
}

/**
 * Walks a template literal whose text starts at `index` (just after the backtick). When `parts`
 * is given, collects its text runs (minified) and interpolations.
 */
function skipTemplate(source: string, index: number, parts: string[] | undefined): { end: number } {
  let position = index;
  let textStart = index;
  while (position < source.length) {
    const character = source[position];
    if (character === '\\') {
      position += 2;
    } else if (character === '`') {
      parts?.push(minifyCssText(source.slice(textStart, position)));
      return { end: position + 1 };
    } else if (character === '$' && source[position + 1] === '{') {
      parts?.push(minifyCssText(source.slice(textStart, position)));
      const expressionEnd = skipExpression(source, position + 2);
      parts?.push(source.slice(position, expressionEnd));
      position = expressionEnd;
      textStart = position;
    } else {
      position += 1;
    }
  }
  return { end: position };
}

/** Minifies every styled-components template of a module's source. */
export function minifyCssTemplates(source: string): string {
  let output = '';
  let copied = 0;
  for (const match of source.matchAll(templateStart)) {
    const textStart = match.index + match[0].length;
    if (textStart < copied) continue;
    const parts: string[] = [];
    const { end } = skipTemplate(source, textStart, parts);
    output += source.slice(copied, textStart) + parts.join('') + '`';
    copied = end;
  }
  return output + source.slice(copied);
}
