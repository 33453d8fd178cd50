import type { StoreSummary } from '@stampcard/api-client';
import {
  apiError,
  buildAuthenticationPie,
  buildBusinessReference,
  buildDevicePie,
  buildRewardKpis,
  buildRewardsChart,
  buildStampKpis,
  buildStampsChart,
  buildStoreSummary,
  buildTopCards,
  buildUserTiles,
  handlers,
  loading,
  type MockResponse,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };
const thisYear = new Date().getFullYear();
/** Today's month and day, as the requests write them ('11-18'). */
const monthDay = `${String(new Date().getMonth() + 1).padStart(2, '0')}-${String(new Date().getDate()).padStart(2, '0')}`;

const store = (storeID: number, name: string | null, businessID = 1) =>
  buildStoreSummary({ storeID, name, parentBusiness: buildBusinessReference({ businessID }) });
const boldStreet = store(1, 'Bold Street');
const albertDock = store(2, 'Albert Dock');
const cliftonPharmacy = store(4, 'Clifton Pharmacy', 2);
const allStores = [albertDock, boldStreet, cliftonPharmacy];

/** The answers of each call, `full` unless a story says otherwise. */
interface DashboardAnswers {
  stores: MockResponse<StoreSummary[]>;
  userTiles: MockResponse<ReturnType<typeof buildUserTiles>>;
  stampKpis: MockResponse<ReturnType<typeof buildStampKpis>>;
  rewardKpis: MockResponse<ReturnType<typeof buildRewardKpis>>;
  devicePie: MockResponse<ReturnType<typeof buildDevicePie>>;
  authenticationPie: MockResponse<ReturnType<typeof buildAuthenticationPie>>;
  topCards: MockResponse<ReturnType<typeof buildTopCards>>;
  stampsChart: MockResponse<ReturnType<typeof buildStampsChart>>;
  rewardsChart: MockResponse<ReturnType<typeof buildRewardsChart>>;
}

const yearOf = (request: Request) => Number(new URL(request.url).searchParams.get('startDate')?.slice(0, 4));

const full: DashboardAnswers = {
  stores: allStores,
  userTiles: buildUserTiles(),
  stampKpis: buildStampKpis(),
  rewardKpis: buildRewardKpis(),
  devicePie: buildDevicePie(),
  authenticationPie: buildAuthenticationPie(),
  topCards: buildTopCards(),
  stampsChart: ({ request }) => buildStampsChart(yearOf(request)),
  rewardsChart: ({ request }) => buildRewardsChart(yearOf(request)),
};

/** A store with no data at all: zero counts and no rows. */
const empty: DashboardAnswers = {
  stores: allStores,
  userTiles: buildUserTiles({ today: 0, thisWeek: 0, lastWeek: 0, lifetimeUsers: 0 }),
  stampKpis: buildStampKpis({ todaysStamps: 0, thisWeekStamps: 0, thisYearStamps: 0, lifetimeStamps: 0 }),
  rewardKpis: buildRewardKpis({
    issuedToday: 0,
    redemptionsToday: 0,
    issuedThisWeek: 0,
    redemptionsThisWeek: 0,
    issuedAllTime: 0,
    redemptionsAllTime: 0,
  }),
  devicePie: buildDevicePie({ android: 0, ios: 0 }),
  authenticationPie: buildAuthenticationPie({ stampcard: 0, apple: 0, facebook: 0, google: 0 }),
  topCards: [],
  stampsChart: [],
  rewardsChart: [],
};

const widgetCalls = [
  'userTiles',
  'stampKpis',
  'rewardKpis',
  'devicePie',
  'authenticationPie',
  'topCards',
  'stampsChart',
  'rewardsChart',
] as const;
const every = (answer: typeof loading | Response): Partial<DashboardAnswers> =>
  Object.fromEntries(widgetCalls.map((call) => [call, answer]));

/**
 * The dashboard's API over `answers`, logging every widget request ('TopCards?storeID=1', ...) so
 * a story can count what a change asked for.
 */
function dashboardApi(changes: Partial<DashboardAnswers> = {}) {
  const answers = { ...full, ...changes };
  const requests: string[] = [];
  const logged =
    <T,>(answer: MockResponse<T>): MockResponse<T> =>
    (info) => {
      const url = new URL(info.request.url);
      requests.push(`${url.pathname.replace('/api/Dashboard/', '')}${url.search}`);
      return typeof answer === 'function' ? (answer as (i: typeof info) => T)(info) : answer;
    };
  return {
    requests,
    handlers: [
      handlers.getStores(answers.stores),
      handlers.getUserTiles(logged(answers.userTiles)),
      handlers.getStampKpis(logged(answers.stampKpis)),
      handlers.getRewardKpis(logged(answers.rewardKpis)),
      handlers.getDevicePie(logged(answers.devicePie)),
      handlers.getAuthenticationPie(logged(answers.authenticationPie)),
      handlers.getTopCards(logged(answers.topCards)),
      handlers.getStampsChart(logged(answers.stampsChart)),
      handlers.getRewardsChart(logged(answers.rewardsChart)),
    ],
  };
}

const meta = {
  tags: ['reflow'],
  title: 'App/Insights',
  parameters: { layout: 'fullscreen', msw: { handlers: dashboardApi().handlers } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (name: string) => body.findByRole('region', { name }, firstRender);
const heading = () => body.findByRole('heading', { level: 1, name: 'Insights' }, firstRender);
const breadcrumbs = () => body.getByRole('navigation', { name: 'Breadcrumb' });

/** The administrator's view of the first store: three rows of widgets, every figure formatted for en-GB. */
export const AdminView: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  play: async () => {
    await heading();
    const users = await region('Signed up Users');
    await expect(await within(users).findByText('4,310')).toBeVisible();
    await expect(within(users).getByText('Lifetime Users', { selector: 'dt' })).toBeVisible();
    const devices = await region('Devices OS');
    // Largest first, whole percentages.
    const deviceRows = (await within(devices).findAllByRole('row')).slice(1);
    await expect(deviceRows.map((row) => row.textContent)).toEqual(['IOS2,49058%', 'Android1,82042%']);
    await expect(within(await region('Authentication')).getByRole('figure', { name: 'Authentication' })).toBeVisible();
    await expect(within(await region('Stamps total')).getByText('48,920')).toBeVisible();
    await expect(within(await region('Rewards total')).getByText('Redemptions All Time')).toBeVisible();
    const topCards = await region('Top Cards');
    await expect(within(topCards).getByRole('combobox', { name: 'Top cards timespan' })).toHaveValue('all_time');
    await expect(within(topCards).getByText('Coffee card')).toBeVisible();
    await expect(
      within(await region('Stamps timeline')).getByRole('combobox', { name: 'Stamps timeline year' }),
    ).toHaveValue(String(thisYear));
    await expect(
      within(await region('Rewards timeline')).getByRole('figure', { name: 'Rewards timeline' }),
    ).toBeVisible();
    // With no store in the URL the first store is chosen, and named in the breadcrumbs.
    await expect(await within(breadcrumbs()).findByText('Albert Dock')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Switch to merchant view' })).toBeVisible();
    // No analytics URL is configured: no button.
    await expect(body.queryByRole('button', { name: 'Open analytics report' })).not.toBeInTheDocument();
  },
};

/**
 * A timeline's weekly view and card filter: there, disabled, each marked Unavailable with its
 * reason as its description; the view on Monthly, the filter on All cards.
 */
async function expectUnavailableTimelineControls(timeline: HTMLElement) {
  const chart = within(await within(timeline).findByRole('figure'));
  const view = await chart.findByRole('group', { name: 'View' });
  await expect(view).toBeDisabled();
  await expect(view).toHaveAccessibleDescription('Weekly view not available yet');
  await expect(chart.getByRole('radio', { name: 'Weekly' })).toBeDisabled();
  await expect(chart.getByRole('radio', { name: 'Weekly' })).not.toBeChecked();
  await expect(chart.getByRole('radio', { name: 'Monthly' })).toBeDisabled();
  await expect(chart.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  const cardFilter = chart.getByRole('combobox', { name: 'Card' });
  await expect(cardFilter).toBeDisabled();
  await expect(cardFilter).toHaveDisplayValue('All cards');
  await expect(cardFilter).toHaveAccessibleDescription('Card filter not available yet');
  const markers = chart.getAllByText('Unavailable');
  await expect(markers).toHaveLength(2);
  for (const marker of markers) await expect(marker).toBeVisible();
}

/**
 * The timelines are monthly only: their weekly view and card filter exist but are disabled, marked
 * Unavailable, their reasons in tooltips; the year still changes.
 */
export const TimelinesWeeklyViewAndCardFilterUnavailable: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  play: async () => {
    await heading();
    const stamps = await region('Stamps timeline');
    const rewards = await region('Rewards timeline');
    await expectUnavailableTimelineControls(stamps);
    await expectUnavailableTimelineControls(rewards);

    const [viewTrigger, cardFilterTrigger] = stamps.querySelectorAll<HTMLElement>(
      '[data-component="Tooltip.DisabledTrigger"]',
    );
    if (viewTrigger === undefined || cardFilterTrigger === undefined)
      throw new Error('The disabled controls are not wrapped.');
    await userEvent.hover(viewTrigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Weekly view not available yet');
    await userEvent.unhover(viewTrigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    cardFilterTrigger.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Card filter not available yet');

    const year = within(stamps).getByRole('combobox', { name: 'Stamps timeline year' });
    await expect(year).toBeEnabled();
    await userEvent.selectOptions(year, String(thisYear - 1));
    await waitFor(() => expect(year).toHaveValue(String(thisYear - 1)));
  },
};

/** The requests of the first load: every widget once, for the first store, dates where the widget has a period. */
const firstLoad = dashboardApi();
export const AdminViewRequests: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  parameters: { msw: { handlers: firstLoad.handlers } },
  play: async () => {
    await region('Rewards timeline');
    await waitFor(async () => {
      await expect(firstLoad.requests).toHaveLength(8);
    });
    // In any order: the eight requests, each once.
    await expect(firstLoad.requests).toEqual(
      expect.arrayContaining([
        'UserTiles?storeID=2',
        'DevicePie?storeID=2',
        'AuthenticationPie?storeID=2',
        'StampKPIs?storeID=2',
        'RewardPie?storeID=2',
        // All time: the last 40 years, from the start of today 40 years ago to now.
        expect.stringMatching(
          new RegExp(
            `^TopCards\\?storeID=2&startDate=${thisYear - 40}-${monthDay}T00%3A00%3A00&endDate=${thisYear}-${monthDay}T\\d{2}%3A\\d{2}%3A\\d{2}$`,
          ),
        ),
        `StampsChart?storeID=2&viewType=CARD&startDate=${thisYear}-01-01T00%3A00%3A00&endDate=${thisYear}-12-31T23%3A59%3A59`,
        `RewardsChart?storeID=2&viewType=CARD&startDate=${thisYear}-01-01T00%3A00%3A00&endDate=${thisYear}-12-31T23%3A59%3A59`,
      ]),
    );
  },
};

/** Changing the top-cards timespan asks for Top Cards alone, with the timespan's dates. */
const timespanChange = dashboardApi();
export const TimespanChange: Story = {
  ...appStory({ path: '/insights?store=1', user: demoUsers.administrator }),
  parameters: {
    msw: { handlers: timespanChange.handlers },
    visual: {
      disable:
        'after its two widget reloads Chromium places the side menu’s profile name a fraction of a pixel apart from one run to the next; the widgets’ states are pictured by the other Insights stories',
    },
  },
  play: async () => {
    const topCards = await region('Top Cards');
    await waitFor(async () => {
      await expect(timespanChange.requests).toHaveLength(8);
    });
    const before = timespanChange.requests.length;
    await userEvent.selectOptions(
      await within(topCards).findByRole('combobox', { name: 'Top cards timespan' }),
      'Last year',
    );
    await waitFor(async () => {
      await expect(timespanChange.requests.length).toBe(before + 1);
    });
    await expect(timespanChange.requests.at(-1)).toBe(
      `TopCards?storeID=1&startDate=${thisYear - 1}-01-01T00%3A00%3A00&endDate=${thisYear - 1}-12-31T23%3A59%3A59`,
    );
    // The request leaves as the navigation starts; the select shows the URL's value once it commits.
    await waitFor(async () => {
      await expect(within(topCards).getByRole('combobox', { name: 'Top cards timespan' })).toHaveValue('last_year');
    });
    // A chart year reloads that chart alone.
    const stamps = await region('Stamps timeline');
    await userEvent.selectOptions(
      within(stamps).getByRole('combobox', { name: 'Stamps timeline year' }),
      String(thisYear - 2),
    );
    await waitFor(async () => {
      await expect(timespanChange.requests.length).toBe(before + 2);
    });
    await expect(timespanChange.requests.at(-1)).toMatch(
      new RegExp(`^StampsChart\\?storeID=1&viewType=CARD&startDate=${thisYear - 2}-01-01`),
    );
  },
};

/** The store dropdown: searchable, 'No results found'; a new store reloads every widget. */
const storeChange = dashboardApi();
export const StoreChange: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  parameters: { msw: { handlers: storeChange.handlers } },
  play: async () => {
    await region('Top Cards');
    await waitFor(async () => {
      await expect(storeChange.requests).toHaveLength(8);
    });
    const dropdown = body.getByRole('combobox', { name: 'Store' });
    await userEvent.click(dropdown);
    await userEvent.keyboard('zzz');
    await expect(await body.findByText('No results found')).toBeVisible();
    await userEvent.clear(dropdown);
    await userEvent.keyboard('CLIFTON');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clifton Pharmacy']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Clifton Pharmacy' }));
    await waitFor(async () => {
      await expect(storeChange.requests).toHaveLength(16);
    });
    await expect(storeChange.requests.slice(8).every((request) => request.includes('storeID=4'))).toBe(true);
    await expect(await within(breadcrumbs()).findByText('Clifton Pharmacy')).toBeVisible();
  },
};

/**
 * Signed up Users' view: the selector's value and the one tile highlighted (aria-current), read
 * as the tile's label.
 */
async function expectSignedUpUsersView(label: string) {
  const users = await region('Signed up Users');
  const select = await within(users).findByRole('combobox', { name: 'Signed up users view' }, firstRender);
  // A choice shows once its navigation commits: the select and the tiles follow the URL.
  await waitFor(async () => {
    await expect(select).toHaveDisplayValue(label);
    const highlighted = users.querySelectorAll('[data-component="KpiGroup.Tile"][aria-current="true"]');
    await expect(Array.from(highlighted, (tile) => tile.querySelector('dt')?.textContent)).toEqual([label]);
  });
}

/** The signed-up users view starts on This Week: its tile highlighted, the other three as they are. */
export const SignedUpUsersThisWeek: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  play: async () => {
    await heading();
    await expectSignedUpUsersView('This Week');
    const select = within(await region('Signed up Users')).getByRole('combobox', { name: 'Signed up users view' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Today', 'This Week', 'Last Week', 'Lifetime Users']);
  },
};

/** The URL's signed-up users view: Today. */
export const SignedUpUsersToday: Story = {
  ...appStory({ path: '/insights?signedUpUsersView=today', user: demoUsers.administrator }),
  play: async () => {
    await expectSignedUpUsersView('Today');
  },
};

/** The URL's signed-up users view: Last Week, in the merchant view. */
export const SignedUpUsersLastWeek: Story = {
  ...appStory({ path: '/insights?signedUpUsersView=last_week', user: demoUsers.merchant }),
  parameters: { msw: { handlers: dashboardApi({ stores: [albertDock, boldStreet] }).handlers } },
  play: async () => {
    await expectSignedUpUsersView('Last Week');
  },
};

/** The URL's signed-up users view: Lifetime Users. */
export const SignedUpUsersLifetime: Story = {
  ...appStory({ path: '/insights?signedUpUsersView=lifetime', user: demoUsers.administrator }),
  play: async () => {
    await expectSignedUpUsersView('Lifetime Users');
  },
};

/** Choosing another signed-up users view moves the highlight and asks the server for nothing. */
const viewChange = dashboardApi();
export const SignedUpUsersViewChange: Story = {
  ...appStory({ path: '/insights?store=1', user: demoUsers.administrator }),
  parameters: { msw: { handlers: viewChange.handlers } },
  play: async () => {
    await expectSignedUpUsersView('This Week');
    await waitFor(async () => {
      await expect(viewChange.requests).toHaveLength(8);
    });
    const users = await region('Signed up Users');
    const select = within(users).getByRole('combobox', { name: 'Signed up users view' });
    await userEvent.selectOptions(select, 'Lifetime Users');
    await expectSignedUpUsersView('Lifetime Users');
    await userEvent.selectOptions(select, 'Today');
    await expectSignedUpUsersView('Today');
    // Every period is in the answer already: no widget asked again.
    await expect(viewChange.requests).toHaveLength(8);
    await expect(within(users).getByText('4,310')).toBeVisible();
  },
};

/** A merchant has the merchant view only: reward KPIs, signed-up users, stamp KPIs and the rewards chart. */
export const MerchantView: Story = {
  ...appStory({ path: '/insights', user: demoUsers.merchant }),
  parameters: { msw: { handlers: dashboardApi({ stores: [albertDock, boldStreet] }).handlers } },
  play: async () => {
    await heading();
    await region('Rewards timeline');
    const widgets = [...document.querySelectorAll('[data-component="Widget"] [data-part="heading"]')];
    await expect(widgets.map((element) => element.textContent)).toEqual([
      'Rewards total',
      'Signed up Users',
      'Stamps total',
      'Rewards timeline',
    ]);
    await expect(body.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
    await expect(await within(breadcrumbs()).findByText('Albert Dock')).toBeVisible();
    await expect(await within(await region('Rewards total')).findByText('5,212')).toBeVisible();
    // The rewards chart's weekly view and card filter: disabled, marked Unavailable.
    await expectUnavailableTimelineControls(await region('Rewards timeline'));
  },
};

/** An administrator in the merchant view, the switch back to the admin view in the header. */
export const AdministratorInMerchantView: Story = {
  ...appStory({ path: '/insights?view=merchant&store=1', user: demoUsers.administrator }),
  play: async () => {
    await region('Rewards timeline');
    await expect(body.queryByRole('region', { name: 'Devices OS' })).not.toBeInTheDocument();
    await expect(await within(breadcrumbs()).findByText('Bold Street')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Switch to admin view' }));
    await expect(await region('Devices OS')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Switch to merchant view' })).toBeVisible();
  },
};

/** Every widget loading: skeletons and spinners, the page around them usable. */
export const Loading: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  parameters: { msw: { handlers: dashboardApi(every(loading)).handlers } },
  play: async () => {
    await heading();
    const users = await region('Signed up Users');
    await expect(users.querySelector('[data-component="KpiGroup"]')).toHaveAttribute('aria-busy', 'true');
    await expect(await body.findByRole('status', { name: 'Loading Devices OS' })).toBeInTheDocument();
    await expect(body.getByRole('status', { name: 'Loading Rewards timeline' })).toBeInTheDocument();
  },
};

/** A store with no data at all: each widget's empty text. */
export const StoreWithNoData: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  parameters: { msw: { handlers: dashboardApi(empty).handlers } },
  play: async () => {
    await expect(await body.findByText('No device data available', {}, firstRender)).toBeVisible();
    await expect(body.getByText('No auth data available')).toBeVisible();
    await expect(await body.findByText('No cards data available')).toBeVisible();
    await expect(await body.findByText('No reward data')).toBeVisible();
    for (const name of ['Signed up Users', 'Stamps total', 'Rewards total', 'Stamps timeline']) {
      await expect(within(await region(name)).getByText('No data')).toBeVisible();
    }
  },
};

/** A store with fewer than 3 cards: the hint 'Store has N card(s)' under Top Cards. */
export const FewerThanThreeCards: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  parameters: {
    msw: {
      handlers: dashboardApi({
        topCards: [
          { title: 'Coffee card', stamps: 1_204 },
          { title: 'Pastry card', stamps: 0 },
        ],
      }).handlers,
    },
  },
  play: async () => {
    const topCards = await region('Top Cards');
    await expect(await within(topCards).findByText('Store has 2 card(s)')).toBeVisible();
    await expect(within(topCards).getByText('1,204 stamps')).toBeVisible();
  },
};

/** One failing call: its widget says why and offers Retry; every other widget shows its figures. */
let topCardsFailures = 1;
export const OneWidgetFails: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  parameters: {
    msw: {
      handlers: dashboardApi({
        topCards: () => {
          if (topCardsFailures > 0) {
            topCardsFailures -= 1;
            return apiError(500);
          }
          return buildTopCards();
        },
      }).handlers,
    },
  },
  beforeEach: () => {
    topCardsFailures = 1;
  },
  play: async () => {
    const topCards = await region('Top Cards');
    await expect(await within(topCards).findByText('Could not load')).toBeVisible();
    await expect(within(await region('Signed up Users')).getByText('4,310')).toBeVisible();
    await expect(within(await region('Devices OS')).getByRole('figure', { name: 'Devices OS' })).toBeVisible();
    await userEvent.click(within(topCards).getByRole('button', { name: 'Retry' }));
    await expect(await within(topCards).findByText('Coffee card')).toBeVisible();
  },
};

/** Every call failing: each widget's own error (and a malformed answer is reported, not drawn). */
export const EveryWidgetFails: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  parameters: {
    msw: {
      handlers: dashboardApi({
        ...every(apiError(500)),
        userTiles: { today: 'many' } as never,
      }).handlers,
    },
  },
  play: async () => {
    await heading();
    await waitFor(async () => {
      await expect(body.getAllByText('Could not load')).toHaveLength(8);
    });
    await expect(
      within(await region('Signed up Users')).getByText('The server sent an answer this page cannot read.'),
    ).toBeVisible();
  },
};

/** The URL names a store the list does not have, and the list failed: 'Store name unavailable'. */
export const StoreNameUnavailable: Story = {
  ...appStory({ path: '/insights?store=9', user: demoUsers.administrator }),
  parameters: { msw: { handlers: dashboardApi({ stores: apiError(500) }).handlers } },
  play: async () => {
    await heading();
    await expect(await within(breadcrumbs()).findByText('Store name unavailable')).toBeVisible();
    // The widgets still ask for the URL's store.
    await expect(await within(await region('Signed up Users')).findByText('4,310')).toBeVisible();
  },
};

/** The widget requests of the stories whose URL names a store, as each story's handlers log them. */
const fromTheAddress = dashboardApi({ stores: loading });
const notTheUsers = dashboardApi();

/** The URL names a store: the widgets ask for it at once, while the store list is still on its way. */
export const StoreFromTheAddress: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...appStory({ path: '/insights?store=2', user: demoUsers.merchant }),
  parameters: { msw: { handlers: fromTheAddress.handlers } },
  play: async () => {
    await heading();
    await expect(await within(await region('Signed up Users')).findByText('4,310')).toBeVisible();
    await expect(body.getByRole('combobox', { name: 'Store' })).toBeInTheDocument();
    await expect(fromTheAddress.requests).toContain('UserTiles?storeID=2');
  },
};

/** The URL names a store that is not the user's: the page moves to the user's first store. */
export const StoreNotTheUsers: Story = {
  tags: ['!reflow'],
  ...appStory({ path: '/insights?store=9', user: demoUsers.merchant }),
  parameters: { msw: { handlers: notTheUsers.handlers } },
  play: async () => {
    await heading();
    await expect(await within(breadcrumbs()).findByText('Albert Dock')).toBeVisible();
    await waitFor(() => expect(notTheUsers.requests).toContain('UserTiles?storeID=2'));
    await expect(await within(await region('Signed up Users')).findByText('4,310')).toBeVisible();
  },
};

/** A store without a name in the list: the dropdown and breadcrumbs say so. */
export const UnnamedStore: Story = {
  ...appStory({ path: '/insights?store=7', user: demoUsers.administrator }),
  parameters: { msw: { handlers: dashboardApi({ stores: [store(7, '  '), boldStreet] }).handlers } },
  play: async () => {
    await heading();
    await expect(await within(breadcrumbs()).findByText('Store name unavailable')).toBeVisible();
  },
};

/** One store or fewer: the Store dropdown is disabled. */
export const SingleStore: Story = {
  ...appStory({ path: '/insights', user: demoUsers.merchant }),
  parameters: { msw: { handlers: dashboardApi({ stores: [cliftonPharmacy] }).handlers } },
  play: async () => {
    await heading();
    await expect(await within(breadcrumbs()).findByText('Clifton Pharmacy')).toBeVisible();
    await expect(body.getByRole('combobox', { name: 'Store' })).toBeDisabled();
  },
};

/** The analytics report configured: the button opens the titled, sandboxed, lazy frame. */
export const AnalyticsReport: Story = {
  ...appStory({
    path: '/insights',
    user: demoUsers.administrator,
    configuration: { analyticsEmbedUrl: 'https://analytics.example.com/embed/stampcard' },
  }),
  play: async () => {
    await heading();
    await userEvent.click(await body.findByRole('button', { name: 'Open analytics report' }));
    const dialog = await body.findByRole('dialog', { name: 'Analytics report' });
    // Shown once its entrance has faded in: the picture is of the open report, not of its first frame.
    await waitFor(() => expect(dialog).toBeVisible());
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Analytics report');
    await expect(frame).toHaveAttribute('src', 'https://analytics.example.com/embed/stampcard');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
  },
};
