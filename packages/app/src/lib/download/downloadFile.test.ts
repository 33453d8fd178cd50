import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadFile';

describe('fileNameOf', () => {
  it('keeps a name any file system takes', () => {
    expect(fileNameOf('Coffee card', 'Card')).toBe('Coffee card');
    expect(fileNameOf('Café & crème (10)', 'Card')).toBe('Café & crème (10)');
  });

  it('turns refused characters and runs of spaces into one space, trimmed', () => {
    expect(fileNameOf(' A/B:  "c"\u0007 ', 'Card')).toBe('A B c');
    expect(fileNameOf('a\\b|c<d>e*f?g', 'Card')).toBe('a b c d e f g');
  });

  it('falls back when nothing is left', () => {
    expect(fileNameOf('  ', 'Report')).toBe('Report');
    expect(fileNameOf('/:*', 'Card')).toBe('Card');
  });
});
