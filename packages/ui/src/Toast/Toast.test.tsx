import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import type { ToastApi } from './ToastContext';
import { ToastProvider, type ToastProviderProps } from './ToastProvider';
import { useToast } from './useToast';

function ApiCapture({ onReady }: { onReady: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  return null;
}

/** Renders a provider and returns its API, each call wrapped in act(). */
function renderToasts(props: ToastProviderProps = {}) {
  const holder: { api: ToastApi | null } = { api: null };
  const onReady = (api: ToastApi) => {
    holder.api = api;
  };
  render(
    <ThemeProvider>
      <button type="button">Save</button>
      <ToastProvider {...props}>
        <ApiCapture onReady={onReady} />
      </ToastProvider>
    </ThemeProvider>,
  );
  const api = (): ToastApi => {
    if (!holder.api) throw new Error('The provider has not rendered.');
    return holder.api;
  };
  return {
    run: <Result,>(action: (toast: ToastApi) => Result): Result => {
      let result: Result | undefined;
      act(() => {
        result = action(api());
      });
      return result as Result;
    },
  };
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

function toasts() {
  return document.querySelectorAll('[data-component="Toast"]');
}

const saveErrors = ['Name is required.', 'A card needs at least one stamp.'];

describe('ToastProvider and useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a named region with empty live regions before any toast, so that toasts are announced', () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.parentElement).toBe(document.body);
    const status = within(region).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    expect(within(region).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('puts errors in the alert region and the other types in the status region, with their type as text', () => {
    const { run } = renderToasts({ isStacked: true });
    run((toast) => toast.error('Could not save'));
    run((toast) => toast.success("Updated the business' details"));
    run((toast) => toast.warning('No changes to apply.'));
    run((toast) => toast.info('The email has been sent'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Could not save');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("Success: Updated the business' details");
    expect(status).toHaveTextContent('Warning: No changes to apply.');
    expect(status).toHaveTextContent('Information: The email has been sent');
    expect(within(status).queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('shows info toasts when show() is given no type', () => {
    const { run } = renderToasts();
    run((toast) => toast.show({ title: 'The email has been sent' }));
    expect(toasts()[0]).toHaveAttribute('data-type', 'info');
  });

  it('dismisses a toast after 5 seconds', () => {
    const { run } = renderToasts();
    run((toast) => toast.success("Updated the store's details"));
    advance(4999);
    expect(screen.getByText("Updated the store's details")).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText("Updated the store's details")).not.toBeInTheDocument();
  });

  it.each([2000, 8000, 10_000])('dismisses a toast with a duration of %i ms after that time', (duration) => {
    const { run } = renderToasts();
    run((toast) => toast.success('Store created!', { duration }));
    advance(duration - 1);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('hides the description until Details, which shows it and extends the timer to 60 seconds', () => {
    const { run } = renderToasts();
    run((toast) =>
      toast.error('Could not save', { description: 'An error occurred when trying to save the changes.' }),
    );
    const details = screen.getByRole('button', { name: 'Details' });
    const description = screen.getByText('An error occurred when trying to save the changes.');
    expect(description).not.toBeVisible();
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveAttribute('aria-controls', description.id);

    advance(4000);
    fireEvent.click(details);
    expect(description).toBeVisible();
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveAccessibleName('Hide details');

    advance(59_999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('collapses on Hide details and restarts the 5 second timer', () => {
    const { run } = renderToasts();
    run((toast) => toast.error('Could not save', { description: saveErrors }));
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    advance(50_000);
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.getByText('Name is required.')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    advance(4999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it.each([2000, 10_000])('gives back 5 seconds on Hide details, not the toast’s own %i ms', (duration) => {
    const { run } = renderToasts();
    run((toast) => toast.error('Could not save', { description: saveErrors, duration }));
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    advance(59_000);
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    advance(4999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('gives 60 seconds again when the details are opened a second time', () => {
    const { run } = renderToasts();
    run((toast) => toast.error('Could not save', { description: saveErrors, duration: 2000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    advance(59_999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const { run } = renderToasts();
    run((toast) => toast.success('Store manager changed!'));
    advance(3000);
    const toastElement = toasts()[0];
    if (!toastElement) throw new Error('No toast');
    fireEvent.mouseEnter(toastElement);
    advance(60_000);
    expect(toasts()).toHaveLength(1);
    fireEvent.mouseLeave(toastElement);
    advance(1999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while the focus is inside and resumes when it leaves', () => {
    const { run } = renderToasts();
    run((toast) => toast.success('Store manager changed!'));
    advance(3000);
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).focus();
    });
    advance(60_000);
    expect(toasts()).toHaveLength(1);
    act(() => {
      screen.getByRole('button', { name: 'Save' }).focus();
    });
    advance(1999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('replaces the toast on screen with a new one by default', () => {
    const { run } = renderToasts();
    run((toast) => toast.success('Tag Front door has been created!'));
    run((toast) => toast.error('Could not save'));
    expect(toasts()).toHaveLength(1);
    expect(screen.queryByText('Tag Front door has been created!')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });

  it('stacks toasts newest first, at most five, when isStacked', () => {
    const { run } = renderToasts({ isStacked: true });
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      run((toast) => toast.success(`Tag ${name} has been created!`));
    }
    const titles = [...toasts()].map((element) => element.querySelector('[data-part="title"]')?.textContent);
    expect(titles).toEqual([
      'Success: Tag Six has been created!',
      'Success: Tag Five has been created!',
      'Success: Tag Four has been created!',
      'Success: Tag Three has been created!',
      'Success: Tag Two has been created!',
    ]);
  });

  it('each stacked toast keeps its own timer', () => {
    const { run } = renderToasts({ isStacked: true });
    run((toast) => toast.success('Store created!', { duration: 10_000 }));
    run((toast) => toast.success("Updated the store's details", { duration: 2000 }));
    advance(2000);
    expect(screen.queryByText("Updated the store's details")).not.toBeInTheDocument();
    expect(screen.getByText('Store created!')).toBeInTheDocument();
    advance(8000);
    expect(toasts()).toHaveLength(0);
  });

  it('dismisses by id, and every toast with dismissAll', () => {
    const { run } = renderToasts({ isStacked: true });
    const first = run((toast) => toast.info('First'));
    run((toast) => toast.info('Second'));
    run((toast) => toast.info('Third'));
    expect(first).toEqual(expect.any(String));
    run((toast) => {
      toast.dismiss(first);
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(toasts()).toHaveLength(2);
    run((toast) => {
      toast.dismissAll();
    });
    expect(toasts()).toHaveLength(0);
  });

  it('dismisses with the Dismiss button and returns the focus to where it came from', () => {
    const { run } = renderToasts();
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => {
      save.focus();
    });
    run((toast) => toast.error('Could not save'));
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => {
      dismiss.focus();
    });
    fireEvent.click(dismiss);
    expect(toasts()).toHaveLength(0);
    expect(save).toHaveFocus();
  });

  it('dismisses with Escape while the focus is inside the toast', () => {
    const { run } = renderToasts();
    run((toast) => toast.error('Could not save', { description: saveErrors }));
    const details = screen.getByRole('button', { name: 'Details' });
    act(() => {
      details.focus();
    });
    fireEvent.keyDown(details, { key: 'Escape' });
    expect(toasts()).toHaveLength(0);
  });

  it('renders a list description as bullets and a link to details', () => {
    const { run } = renderToasts();
    run((toast) =>
      toast.error('Could not save', {
        description: saveErrors,
        link: { href: '/businesses/7/details', label: 'Open the business' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(saveErrors);
    expect(screen.getByRole('link', { name: 'Open the business' })).toHaveAttribute('href', '/businesses/7/details');
  });

  it('renders its links with renderLink, e.g. a router’s link that navigates within the app', () => {
    const { run } = renderToasts({
      renderLink: ({ href, children, ...props }) => (
        <a href={href} data-router-link="" {...props}>
          {children}
        </a>
      ),
    });
    run((toast) =>
      toast.success('Business created!', { link: { href: '/businesses/7/details', label: 'Open the business' } }),
    );
    const link = screen.getByRole('link', { name: 'Open the business' });
    expect(link).toHaveAttribute('href', '/businesses/7/details');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('marks the error region assertive, so a modal dialog open on the page does not hide it', () => {
    renderToasts();
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('shows no Details button without a description', () => {
    const { run } = renderToasts();
    run((toast) => toast.success('Store created!', { description: [] }));
    expect(screen.queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('throws a helpful error when used outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside a ToastProvider.');
  });
});
