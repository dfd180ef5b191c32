import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like `React.lazy`, with `preload()` to fetch it ahead of need. Once the
 * code has arrived the component renders at once. `React.lazy` alone suspends on its first render even when the code
 * is already here, so the nearest Suspense boundary shows its fallback, and React then holds the content back until
 * 300 ms after that fallback appeared (its fallback throttle): on the offline schedule page that wait was a third of
 * the time from opening the page to seeing the schedule.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (no signal, say) is tried again by the next render or preload.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyWithPreload(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyWithPreload, { preload });
}
