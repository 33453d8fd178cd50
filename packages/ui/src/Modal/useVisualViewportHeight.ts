import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const viewport = window.visualViewport;
  viewport?.addEventListener('resize', onChange);
  return () => {
    viewport?.removeEventListener('resize', onChange);
  };
}

// In layout pixels: a pinch zoom does not shrink the modal, an on-screen keyboard does.
function getHeight(): number | undefined {
  const viewport = window.visualViewport;
  return viewport ? viewport.height * viewport.scale : undefined;
}

function getServerHeight(): undefined {
  return undefined;
}

/**
 * The height of the visual viewport, which shrinks when a mobile on-screen keyboard opens
 * (unlike `100vh` or `100%` of a fixed element); `undefined` where the browser cannot tell.
 */
export function useVisualViewportHeight(): number | undefined {
  return useSyncExternalStore(subscribe, getHeight, getServerHeight);
}
