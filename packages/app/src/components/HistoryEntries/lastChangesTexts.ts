/** What the last changes card says. */
export const lastChangesTexts = {
  title: 'Last changes',
  link: 'All changes',
  empty: 'No changes yet',
  loading: 'Loading the last changes',
  loadError: 'Could not load the last changes.',
} as const;
