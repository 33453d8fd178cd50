/** What the update banner says (end-to-end tests read it too, without the component). */
export const updateBannerTexts = {
  message: 'A new version is available',
  reload: 'Reload',
} as const;
