import { describe, expect, it } from 'vitest';
import { acceptedImageTypes, isAcceptedImage } from './acceptedImage';

function file(name: string, type: string) {
  return new File(['x'], name, { type });
}

describe('isAcceptedImage', () => {
  it('accepts PNG and JPEG images', () => {
    expect(isAcceptedImage(file('logo.png', 'image/png'))).toBe(true);
    expect(isAcceptedImage(file('photo.jpg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedImage(file('photo.jpeg', 'image/jpeg'))).toBe(true);
  });

  it('refuses other images and other files, whatever their name', () => {
    expect(isAcceptedImage(file('menu.pdf', 'application/pdf'))).toBe(false);
    expect(isAcceptedImage(file('logo.gif', 'image/gif'))).toBe(false);
    expect(isAcceptedImage(file('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(isAcceptedImage(file('logo.webp', 'image/webp'))).toBe(false);
    expect(isAcceptedImage(file('disguised.png', 'application/pdf'))).toBe(false);
  });

  it('goes by the name when the system gives no type', () => {
    expect(isAcceptedImage(file('LOGO.PNG', ''))).toBe(true);
    expect(isAcceptedImage(file('photo.JPEG', ''))).toBe(true);
    expect(isAcceptedImage(file('notes.txt', ''))).toBe(false);
    expect(isAcceptedImage(file('png', ''))).toBe(false);
  });

  it('offers only PNG and JPEG in the picker', () => {
    expect(acceptedImageTypes).toBe('image/png,image/jpeg');
  });
});
