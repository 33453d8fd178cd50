// Unit tests: DOM matchers (toBeInTheDocument, toHaveAttribute...) and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: React Router's scroll restoration has nothing to scroll.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
