import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoUsers, pending } from '#app/testing';
import { appStory, mainMenu, servicesOf } from '#app/testing/stories';

/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const meta = {
  tags: ['reflow'],
  title: 'App/Authentication',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const providerDown = 'The identity provider is not available.';

// login

export const SigningIn: Story = {
  ...appStory({ path: '/authentication/login?returnUrl=%2Freports', signIn: pending }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('status', { name: 'Signing you in…' })).toBeVisible();
    await waitFor(() => expect(servicesOf(context).auth.calls).toEqual(['signIn /reports']));
  },
};

export const InvalidReturnUrl: Story = {
  ...appStory({ path: '/authentication/login?returnUrl=https%3A%2F%2Fevil.example' }),
  play: async (context) => {
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /^Invalid return url\. The return url needs to have the same origin as the current page\.$/,
    );
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Could not sign in' })).toBeVisible();
    await expect(servicesOf(context).auth.calls).toEqual([]);
  },
};

export const SignInSuccess: Story = {
  ...appStory({
    path: '/authentication/login?returnUrl=%2Freports',
    user: demoUsers.administrator,
    signIn: { status: 'success', state: { returnUrl: '/reports' } },
  }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Reports' }, firstRender)).toBeVisible();
    await expect(within(await mainMenu(context.canvasElement)).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(servicesOf(context).auth.calls).toEqual(['signIn /reports']);
  },
};

export const SignInFail: Story = {
  ...appStory({ path: '/authentication/login', signIn: { status: 'fail', message: providerDown } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(providerDown);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Could not sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/authentication/login');
  },
};

// login-failed

/** The message is shown as text, never as HTML. */
export const LoginFailed: Story = {
  ...appStory({ path: `/authentication/login-failed?message=${encodeURIComponent('Try <b>bold</b> again')}` }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Try <b>bold<\/b> again$/);
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  },
};

// login-callback

export const CompletingSignIn: Story = {
  ...appStory({ path: '/authentication/login-callback?code=abc&state=xyz', completeSignIn: pending }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('status', { name: 'Completing sign-in…' })).toBeVisible();
    await waitFor(() => expect(servicesOf(context).auth.calls).toEqual(['completeSignIn']));
  },
};

export const SignInCallbackFail: Story = {
  ...appStory({
    path: '/authentication/login-callback?code=abc&state=xyz',
    completeSignIn: { status: 'fail', message: 'There was an error signing in.' },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^There was an error signing in\.$/);
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/authentication/login');
  },
};

export const SignInCallbackSuccess: Story = {
  ...appStory({
    path: '/authentication/login-callback?code=abc&state=xyz',
    user: demoUsers.merchant,
    completeSignIn: { status: 'success', state: { returnUrl: '/promotions' } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Promotions' }, firstRender)).toBeVisible();
    await expect(within(await mainMenu(canvasElement)).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

// register and profile

export const Register: Story = {
  ...appStory({ path: '/authentication/register' }),
  play: async (context) => {
    const { redirect } = servicesOf(context);
    const returnUrl = encodeURIComponent(`${window.location.origin}/authentication/login`);
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        `https://identity.example/Identity/Account/Register?returnUrl=${returnUrl}`,
      ),
    );
    await expect(context.canvas.getByRole('status', { name: 'Opening registration…' })).toBeVisible();
  },
};

export const Profile: Story = {
  ...appStory({ path: '/authentication/profile', user: demoUsers.administrator }),
  play: async (context) => {
    const { redirect } = servicesOf(context);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://identity.example/Identity/Account/Manage'));
    await expect(context.canvas.getByRole('status', { name: 'Opening your account…' })).toBeVisible();
  },
};

// logout

export const LogoutNotStartedHere: Story = {
  ...appStory({ path: '/authentication/logout', user: demoUsers.administrator }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      /^The logout was not initiated from within the page\.$/,
    );
    await expect(servicesOf(context).auth.calls).toEqual([]);
  },
};

export const SigningOut: Story = {
  ...appStory({ path: '/authentication/logout', state: { local: true }, user: demoUsers.administrator }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('status', { name: 'Signing you out…' })).toBeVisible();
    await waitFor(() => expect(servicesOf(context).auth.calls).toEqual(['signOut /authentication/logged-out']));
  },
};

export const LogoutSignedOut: Story = {
  ...appStory({ path: '/authentication/logout', state: { local: true }, user: null }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
    await expect(context.canvas.getByRole('status')).toHaveTextContent(/^You successfully logged out!$/);
    await expect(servicesOf(context).auth.calls).toEqual([]);
  },
};

// logged-out

/** The message, then after a second the login page, which signs in again. */
export const LoggedOut: Story = {
  ...appStory({ path: '/authentication/logged-out' }),
  play: async (context) => {
    const { auth } = servicesOf(context);
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(/^You successfully logged out!$/);
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
    await expect(auth.calls).toEqual([]);
    await waitFor(() => expect(auth.calls).toEqual(['signIn /']), { timeout: 3000 });
    await expect(await context.canvas.findByRole('status', { name: 'Signing you in…' })).toBeVisible();
  },
};

// logout-callback

export const SignOutCallbackSuccess: Story = {
  ...appStory({ path: '/authentication/logout-callback?state=xyz' }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
    await expect(context.canvas.getByRole('status')).toHaveTextContent(/^You successfully logged out!$/);
    await expect(servicesOf(context).auth.calls).toEqual(['completeSignOut']);
  },
};

export const SignOutCallbackFail: Story = {
  ...appStory({
    path: '/authentication/logout-callback?state=xyz',
    completeSignOut: { status: 'fail', message: providerDown },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(providerDown);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Could not sign out' })).toBeVisible();
  },
};

// unknown action

export const InvalidAction: Story = {
  ...appStory({ path: '/authentication/no-such-action' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invalid action' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Invalid action$/);
  },
};
