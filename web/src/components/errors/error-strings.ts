/** What the shopper sees when a page or the whole app cannot be shown. */
export const errorStrings = {
  page: {
    heading: 'Something went wrong',
    text: 'The page could not be shown. Please reload and try again.',
    reload: 'Reload page',
  },
  startup: {
    heading: 'The shop is temporarily unavailable',
    text: 'Please try again in a few minutes.',
  },
} as const;
