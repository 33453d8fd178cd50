import { describe, expect, it } from 'vitest';
import { checkBudgets, formatReport } from './size-report.mjs';

const measurement = { entry: '@stampcard/ui/Button', minified: 30_000, gzip: 10_000, brotli: 9_000 };

describe('checkBudgets', () => {
  it('passes an entry at or under its gzip budget', () => {
    expect(checkBudgets([measurement], { '@stampcard/ui/Button': 10_000 })[0]?.status).toBe('ok');
  });

  it('fails an entry one byte over its gzip budget', () => {
    expect(checkBudgets([measurement], { '@stampcard/ui/Button': 9_999 })[0]?.status).toBe('over');
  });

  it('fails an entry that has no budget', () => {
    expect(checkBudgets([measurement], {})[0]?.status).toBe('missing');
  });
});

describe('formatReport', () => {
  it('prints min, gzip and brotli sizes with the share of the budget used', () => {
    const report = formatReport(checkBudgets([measurement], { '@stampcard/ui/Button': 20_000 }));
    expect(report).toContain('@stampcard/ui/Button');
    expect(report).toContain('29.30 kB');
    expect(report).toContain('9.77 kB');
    expect(report).toContain('8.79 kB');
    expect(report).toContain('50%');
  });
});
