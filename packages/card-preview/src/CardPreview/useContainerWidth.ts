import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of an element, kept current with a ResizeObserver. With a `fixedWidth` it
 * measures nothing (thumbnails: a hundred of them cost no observers).
 */
export function useContainerWidth<T extends HTMLElement>(fixedWidth?: number): [RefObject<T | null>, number] {
  const reference = useRef<T>(null);
  const [measuredWidth, setWidth] = useState(0);

  useLayoutEffect(() => {
    if (fixedWidth !== undefined) return;
    const element = reference.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixedWidth]);

  return [reference, fixedWidth ?? measuredWidth];
}
