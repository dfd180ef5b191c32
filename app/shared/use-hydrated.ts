import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML; true once the page's code is running it (and
 * whenever a page renders in the browser alone). Lets server HTML hold back what only works with the code loaded.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
