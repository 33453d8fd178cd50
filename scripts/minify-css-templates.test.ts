import { describe, expect, it } from 'vitest';
import { minifyCssTemplates } from './minify-css-templates';

describe('minifyCssTemplates', () => {
  it('drops the indentation and comments of styled templates and keeps their lines', () => {
    const source = [
      'export const Box = styled.div`',
      '  display: flex;',
      '  /* why */',
      '  gap: ${({ theme }) => theme.space.sm};',
      '',
      '  &[data-open] {',
      '    color: red;',
      '  }',
      '`;',
    ].join('\n');
    const output = minifyCssTemplates(source);
    expect(output).toBe(
      [
        'export const Box = styled.div`',
        'display:flex;',
        '',
        'gap:${({ theme }) => theme.space.sm};',
        '',
        '&[data-open]{',
        'color:red;',
        '}',
        '`;',
      ].join('\n'),
    );
    expect(output.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves interpolations, nested templates and strings inside them untouched', () => {
    const source =
      "const a = css`\n  padding: ${({ theme }) => `${theme.space.xs}   ${theme.space.md}`};\n  content: ${'  x  '};\n`;";
    expect(minifyCssTemplates(source)).toBe(
      "const a = css`\npadding:${({ theme }) => `${theme.space.xs}   ${theme.space.md}`};\ncontent:${'  x  '};\n`;",
    );
  });

  it('handles styled(Component), attrs and keyframes, and leaves other templates alone', () => {
    const source =
      'const A = styled(Field).attrs({ role: "x" })`\n  color: red;\n`;\nconst k = keyframes`\n  to { opacity: 1; }\n`;\nconst s = `\n  keep   me\n`;';
    expect(minifyCssTemplates(source)).toBe(
      'const A = styled(Field).attrs({ role: "x" })`\ncolor:red;\n`;\nconst k = keyframes`\nto { opacity: 1; }\n`;\nconst s = `\n  keep   me\n`;',
    );
  });
});
