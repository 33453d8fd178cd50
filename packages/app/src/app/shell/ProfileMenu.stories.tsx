import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthUser } from '#app/lib/auth';
import { isLocalLogoutState } from '#app/lib/page';
import { demoUsers } from '#app/testing';
import { appStory, mainMenu, servicesOf } from '#app/testing/stories';
import { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';

/** Stands in for authentication/logout: says whether the sign-out was started here. */
function LogoutProbe() {
  const state: unknown = useLocation().state;
  return (
    <main>
      <h1>Logout</h1>
      <p>{isLocalLogoutState(state) ? 'Started from within the page' : 'Not started from within the page'}</p>
    </main>
  );
}

/** The menu at the bottom of a page, as in the side menu, on a memory router. */
function ProfileMenuOnRouter(props: ProfileMenuProps) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        element: (
          <main style={{ display: 'flex', alignItems: 'flex-end', minHeight: 320, padding: 16 }}>
            <div style={{ width: 190 }}>
              <ProfileMenu {...props} />
            </div>
          </main>
        ),
      },
      { path: '/authentication/logout', Component: LogoutProbe },
    ]),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  tags: ['reflow'],
  title: 'App/Shell/ProfileMenu',
  component: ProfileMenu,
  args: { user: demoUsers.administrator },
  argTypes: { user: { control: 'object' } },
  render: (args) => <ProfileMenuOnRouter {...args} />,
  // The stories that open the whole app land on Insights, whose figures stay loading here.
  parameters: { msw: { handlers: [http.get('*/api/*', () => delay('infinite'))] } },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile: Ada Lovelace' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Profile' })).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile: Ada Lovelace' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvas.getByRole('group', { name: 'Profile' }));
    await expect(panel.getByText('Ada Lovelace')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/authentication/profile');
    await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

/** Escape closes the popup and returns focus to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile: Ada Lovelace' });
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Profile' })).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Sign Out goes to authentication/logout, marked as started from within the page. */
export const SignOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile: Ada Lovelace' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(await canvas.findByRole('heading', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByText('Started from within the page')).toBeVisible();
  },
};

/** In the whole app: Sign Out in the shell signs out through the provider, back to logged-out. */
export const SignOutInApp: Story = {
  ...appStory({ path: '/insights', user: demoUsers.merchant }),
  parameters: { layout: 'fullscreen' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    // The first render loads the page's lazy chunks, which Storybook's dev server may compile first.
    await canvas.findByRole('heading', { level: 1, name: 'Insights' }, { timeout: 10_000 });
    // The profile popup is in the menu: the side menu, or on a phone the drawer.
    await mainMenu(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profile: Oliver Bennett' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(await canvas.findByRole('status', { name: 'Signing you out…' })).toBeVisible();
    await waitFor(() => expect(servicesOf(context).auth.calls).toContain('signOut /authentication/logged-out'));
  },
};

const nameless: AuthUser = { id: 'nameless', givenName: '', surname: '', roles: ['Merchant'] };

/** The provider gave no name. */
export const WithoutName: Story = {
  args: { user: nameless, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profile: Your account' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(canvas.getByRole('group', { name: 'Profile' })).getByText('Your account')).toBeVisible();
  },
};
