import { useEffect, useState } from 'react';

/**
 * False for the first frame, true from the next: lets a page paint what the user opened it for
 * (a cached score) before it builds the heavier parts below it (forms, history lists).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(id);
  }, []);
  return ready;
}
