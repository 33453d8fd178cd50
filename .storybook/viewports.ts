/**
 * The widths designers review and the reflow tests run at (vitest.config.ts): the narrowest phone
 * WCAG's Reflow names (320 px, 400% zoom of a 1280 px screen), a current phone, a tablet held
 * upright, and the desktop width where the side menu narrows.
 */
export const viewports = {
  phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet, 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;
