import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Pages choose their layout from the width of the page container, not the screen's: the workspace lives
 * in Chrome's side panel (about 400 px) as well as in a full tab, and the docked phone or a dialer panel
 * can narrow the page further. Below NARROW_PAGE_WIDTH a page shows its narrow layout (stacked rows, the
 * fields a rep needs, the primary action in view).
 */
export const NARROW_PAGE_WIDTH = 640;

const PageWidthContext = createContext<number | null>(null);

/** Measures its own box with a ResizeObserver and gives the width to the page inside. */
export function PageWidthProvider({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the first measure the window's width is the best guess (the page container is nearly as wide).
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? NARROW_PAGE_WIDTH : window.innerWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} data-testid="page-container" data-page-width={width < NARROW_PAGE_WIDTH ? 'narrow' : 'wide'}>
      <PageWidthContext.Provider value={width}>{children}</PageWidthContext.Provider>
    </div>
  );
}

/** The page container's width in px; outside a provider (plugin frame, tests) the window's. */
export function usePageWidth(): number {
  const width = useContext(PageWidthContext);
  return width ?? (typeof window === 'undefined' ? NARROW_PAGE_WIDTH : window.innerWidth);
}

/** True when the page container is narrower than NARROW_PAGE_WIDTH (the side panel). */
export function useNarrowPage(): boolean {
  return usePageWidth() < NARROW_PAGE_WIDTH;
}
