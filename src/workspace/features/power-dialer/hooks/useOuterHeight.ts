import { useCallback, useEffect, useRef, useState } from 'react';

/** The element's border-box height, followed with a ResizeObserver (0 when not mounted). */
export function useOuterHeight<T extends HTMLElement>() {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      setHeight(0);
      return;
    }
    const measure = () => setHeight(Math.round(element.getBoundingClientRect().height));
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, height };
}
