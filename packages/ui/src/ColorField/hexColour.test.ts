import { describe, expect, it } from 'vitest';
import { isCompleteHexColour, normaliseHexColour } from './hexColour';

describe('normaliseHexColour', () => {
  it('gives a six-digit colour in upper case, whatever the case typed', () => {
    expect(normaliseHexColour('#3E4AD8')).toBe('#3E4AD8');
    expect(normaliseHexColour('#3e4ad8')).toBe('#3E4AD8');
  });

  it('expands the three-digit form', () => {
    expect(normaliseHexColour('#fff')).toBe('#FFFFFF');
    expect(normaliseHexColour('#3E4')).toBe('#33EE44');
  });

  it('accepts a colour typed without the # and with spaces around it', () => {
    expect(normaliseHexColour('aaaaaa')).toBe('#AAAAAA');
    expect(normaliseHexColour(' #000 ')).toBe('#000000');
  });

  it('refuses anything that is not a hex colour', () => {
    for (const text of ['', '#', '#12', '#1234', '#12345', '#1234567', '#GGGGGG', 'red', 'rgb(0,0,0)', '##fff']) {
      expect(normaliseHexColour(text)).toBeNull();
    }
  });
});

describe('isCompleteHexColour', () => {
  it('is true only for the full six-digit form, the one taken while typing', () => {
    expect(isCompleteHexColour('#3e4ad8')).toBe(true);
    expect(isCompleteHexColour('3E4AD8')).toBe(true);
    expect(isCompleteHexColour('#3E4')).toBe(false);
    expect(isCompleteHexColour('#3E4AD')).toBe(false);
  });
});
