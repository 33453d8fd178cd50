import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test imports the modal afresh, so its dialog's code has not arrived yet.
beforeEach(() => {
  vi.resetModules();
});

async function freshModal() {
  const [{ Modal }, { ThemeProvider }, loader] = await Promise.all([
    import('./Modal'),
    import('../theme'),
    import('./loadModalDialog'),
  ]);
  return { Modal, ThemeProvider, loader };
}

describe('the dialog, fetched apart from the modal', () => {
  it('is not loaded with the modal, and a modal opened before it arrives shows once it has', async () => {
    const { Modal, ThemeProvider, loader } = await freshModal();
    expect(loader.loadedModalDialog()).toBeUndefined();
    render(
      <ThemeProvider>
        <Modal title="Store categories" isOpen onOpenChange={() => undefined}>
          Choose the categories.
        </Modal>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Store categories' })).toHaveTextContent('Choose the categories.');
    expect(loader.loadedModalDialog()).toBeDefined();
  });

  it('is fetched at idle while a closed modal is on the page', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const { Modal, ThemeProvider, loader } = await freshModal();
      render(
        <ThemeProvider>
          <Modal title="Store categories" isOpen={false} onOpenChange={() => undefined} />
        </ThemeProvider>,
      );
      expect(idle).toHaveLength(1);
      expect(loader.loadedModalDialog()).toBeUndefined();
      for (const task of idle) task();
      await vi.waitFor(() => {
        expect(loader.loadedModalDialog()).toBeDefined();
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is fetched once however many modals ask', async () => {
    const { loader } = await freshModal();
    const first = loader.preloadModal();
    expect(loader.preloadModal()).toBe(first);
    const component = await first;
    expect(loader.loadedModalDialog()).toBe(component);
  });
});
