import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; value: T };

/**
 * What a page reads from the api as it opens (`read`, made with useCallback): loading, failed (with `retry`) or done.
 * `refresh` reads it again in place, keeping the page as it is until the answer comes (after an action).
 */
export function useLoaded<T>(read: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    read().then(
      (value) => live && setLoaded({ state: 'done', value }),
      (error: unknown) => live && setLoaded({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [read, attempt]);
  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(async () => {
    const value = await read();
    setLoaded({ state: 'done', value });
  }, [read]);
  return { loaded, retry, refresh };
}
