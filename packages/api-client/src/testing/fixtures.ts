/**
 * Builders of realistic entities, valid against the contract, for stories, unit tests
 * and msw handlers. Each takes overrides; ids come from a counter that
 * `resetFixtureIds()` restarts, so a story renders the same data every time.
 */
import type {
  Address,
  AuthenticationPie,
  Business,
  BusinessReference,
  Card,
  CardConfiguration,
  CardImpact,
  Category,
  ClientConfiguration,
  DevicePie,
  ExternalStoreProvider,
  HistoryEntry,
  NfcTag,
  Report,
  ReportContent,
  ReportParameter,
  Reward,
  RewardKpis,
  RewardsChartRow,
  StaffMember,
  StaffMemberSummary,
  StampKpis,
  StampsChartRow,
  Store,
  StoreReference,
  StoreSummary,
  TopCard,
  User,
  UserTiles,
} from '../generated/types.gen';
import type { Pagination } from '../pagination';

let nextId = 1;
const id = () => nextId++;

/** Restarts the id counter (call in a story's loader or a test's beforeEach). */
export function resetFixtureIds(start = 1): void {
  nextId = start;
}

/** The categories the development data seeds. */
export const categories: readonly Category[] = [
  { categoryID: 1, name: 'Food', imageUrl: null },
  { categoryID: 2, name: 'Delivery', imageUrl: null },
  { categoryID: 3, name: 'Pharmaceutical', imageUrl: null },
];

export const externalStoreProviders: readonly ExternalStoreProvider[] = [
  { externalStoreProviderID: 1, name: 'Shopify' },
  { externalStoreProviderID: 2, name: 'Square' },
];

export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    address1: '12 Bold Street',
    address2: null,
    address3: null,
    cityTown: 'Liverpool',
    county: 'Merseyside',
    country: 'United Kingdom',
    postCode: 'L1 4DS',
    latitude: 53.4028,
    longitude: -2.9806,
    ...overrides,
  };
}

export function buildReward(overrides: Partial<Reward> = {}): Reward {
  return {
    trigger: 9,
    title: 'Free coffee',
    backgroundColour: '#ffffff',
    borderRadius: 35,
    isIcon: true,
    icon: 's-mug-hot',
    fontSize: 14,
    fontColour: '#000000',
    textStyle: [],
    paddingTop: 0,
    paddingRight: 0,
    paddingBottom: 0,
    paddingLeft: 0,
    text: null,
    ...overrides,
  };
}

/** A card design with the product's defaults. */
export function buildCardConfiguration(overrides: Partial<CardConfiguration> = {}): CardConfiguration {
  return {
    sectionRatios: { logo: 1.5, title: 1.5, description: 1, stamps: 3.5 },
    cardWidth: 500,
    cardHeight: 810,
    backgroundColour: '#3E4AD8',
    cardColour: '#FFFFFF',
    cardInListColour: '#3E4AD8',
    cardBorderRadius: 50,
    logoDisplay: false,
    logoURL: null,
    logoMimeType: null,
    logoEncodedString: null,
    logoWidth: 200,
    logoAlignment: 'center',
    title: 'Card title',
    titleDisplay: true,
    titleFontSize: 50,
    titleTextStyle: ['bold'],
    titleAlignment: 'center',
    description: 'Card description',
    descriptionDisplay: true,
    descriptionColour: '#000000',
    descriptionFontSize: 25,
    descriptionTextStyle: [],
    descriptionAlignment: 'center',
    totalNoOfStamps: 9,
    textColour: '#000000',
    stampColour: '#3E4AD8',
    stampIcon: 's-mug-hot',
    stampAreaHeight: 70,
    stampAreaWidth: 70,
    stampAreaColour: '#AAAAAA',
    stampAreaBorderRadius: 70,
    stampFontSize: 30,
    stampFontColour: '#FFFFFF',
    itemsPerRow: 3,
    cardReverseTitle: 'How it works',
    cardReverseText: 'Collect a stamp with every coffee. The ninth is on us.',
    cardReverseBackgroundColour: '#FFFFFF',
    cardReverseTextColour: '#000000',
    rewards: [buildReward()],
    ...overrides,
  };
}

export function buildCard(overrides: Partial<Card> = {}): Card {
  const configuration = overrides.configuration ?? buildCardConfiguration();
  return {
    loyaltyCardID: id(),
    version: 1,
    storeID: 1,
    storeGroupID: 1,
    name: configuration.title ?? 'Card title',
    description: configuration.description ?? 'Card description',
    stamps: configuration.totalNoOfStamps ?? 9,
    active: true,
    ...overrides,
    configuration,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  const firstName = overrides.firstName ?? 'Amelia';
  const surname = overrides.surname ?? 'Hughes';
  return {
    userID: `user-${id()}`,
    version: 1,
    title: 'Ms',
    firstName,
    surname,
    emailAddress: `${firstName.toLowerCase()}.${surname.toLowerCase()}@example.com`,
    phoneNumber: '07700 900123',
    dateOfBirth: '1990-04-12',
    postCode: 'L1 4DS',
    profileImage: null,
    name: [firstName, surname].filter(Boolean).join(' '),
    hasPassword: true,
    roles: ['Merchant'],
    locked: false,
    ...overrides,
  };
}

/** A store as a user references it (the stores a customer signed up to). */
export function buildStoreReference(overrides: Partial<StoreReference> = {}): StoreReference {
  return { storeID: id(), name: 'Bold Street', ...overrides };
}

/** A customer of the mobile app (role Customer, no password here) who signed up to a store. */
export function buildCustomer(overrides: Partial<User> = {}): User {
  return buildUser({
    hasPassword: false,
    roles: ['Customer'],
    ...overrides,
    stores: overrides.stores ?? [buildStoreReference()],
  });
}

export function buildStaffMemberSummary(
  user: User = buildUser(),
  overrides: Partial<StaffMemberSummary> = {},
): StaffMemberSummary {
  return {
    staffID: id(),
    user: { userID: user.userID, name: user.name ?? null, emailAddress: user.emailAddress ?? null },
    imageUrl: null,
    ...overrides,
  };
}

export function buildBusinessReference(overrides: Partial<BusinessReference> = {}): BusinessReference {
  return {
    businessID: 1,
    name: 'Bold Street Coffee',
    imageUrl: null,
    isSingleStore: false,
    mainContact: null,
    ...overrides,
  };
}

export function buildStoreSummary(overrides: Partial<StoreSummary> = {}): StoreSummary {
  return {
    storeID: id(),
    name: 'Bold Street',
    logoImageUrl: null,
    address: buildAddress(),
    parentBusiness: buildBusinessReference(),
    ...overrides,
  };
}

export function buildTag(overrides: Partial<NfcTag> = {}): NfcTag {
  const tagID = overrides.tagID ?? id();
  return {
    tagID,
    version: 1,
    name: `Counter tag ${tagID}`,
    tagReference: `04:A2:${String(tagID).padStart(2, '0')}:7B:C1:5E:80`,
    enabled: true,
    storeID: 1,
    ...overrides,
  };
}

export function buildStore(overrides: Partial<Store> = {}): Store {
  const storeID = overrides.storeID ?? id();
  return {
    storeID,
    name: 'Bold Street',
    description: 'Speciality coffee and pastries in the heart of Liverpool.',
    logoImageUrl: null,
    address: buildAddress(),
    categories: categories.slice(0, 1),
    enabled: true,
    locked: false,
    externalStore: false,
    externalStoreID: null,
    externalStoreProvider: null,
    parentBusiness: buildBusinessReference(),
    cards: [],
    staff: [],
    nfcTags: [buildTag({ storeID }), buildTag({ storeID, enabled: false })],
    manager: null,
    ...overrides,
  };
}

export function buildStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    staffID: id(),
    user: buildUser(),
    business: buildBusinessReference(),
    stores: [buildStoreSummary()],
    imageUrl: null,
    ...overrides,
  };
}

/** A multi-store business with a store in Liverpool and one in Bristol, a card and a manager. */
export function buildBusiness(overrides: Partial<Business> = {}): Business {
  const businessID = overrides.businessID ?? id();
  const reference = buildBusinessReference({ businessID, name: overrides.name ?? 'Bold Street Coffee' });
  const manager = buildStaffMemberSummary(buildUser({ firstName: 'Oliver', surname: 'Bennett' }));
  return {
    businessID,
    name: 'Bold Street Coffee',
    description: 'Independent coffee roasters with stores across the North West.',
    imageUrl: null,
    isSingleStore: false,
    isLocked: false,
    mainContact: manager,
    stores: [
      buildStoreSummary({ name: 'Bold Street', parentBusiness: reference }),
      buildStoreSummary({
        name: 'Clifton Village',
        address: buildAddress({
          address1: '4 Princess Victoria Street',
          cityTown: 'Bristol',
          county: 'Bristol',
          postCode: 'BS8 4BP',
          latitude: 51.4545,
          longitude: -2.6235,
        }),
        parentBusiness: reference,
      }),
    ],
    cards: [buildCard({ storeGroupID: businessID })],
    staff: [manager],
    dateCreated: '2026-03-14T09:30:00Z',
    ...overrides,
  };
}

/** A history entry: an administrator renamed a card, its name before and after. */
export function buildHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  const historyID = overrides.historyID ?? id();
  return {
    historyID,
    occurredAt: '2026-11-17T09:30:00Z',
    actor: { userID: 'admin-1', name: 'Anna Lee', role: 'Administrator' },
    businessID: 1,
    storeID: 1,
    entity: { type: 'card', id: '7', name: 'Coffee Club' },
    action: 'card.update',
    changes: [{ field: 'name', before: 'Coffee card', after: 'Coffee Club' }],
    details: null,
    ...overrides,
  };
}

/**
 * A card change's impact on its holders: the card goes from 10 stamps to 8, so the holders at 8 or
 * 9 stamps complete it when it is saved.
 */
export function buildCardImpact(overrides: Partial<CardImpact> = {}): CardImpact {
  return {
    holders: 120,
    inProgress: 104,
    completing: 23,
    unredeemedRewards: 31,
    passedNewRewards: 0,
    changes: ['stamps'],
    stamps: { before: 10, after: 8 },
    ...overrides,
  };
}

export function buildReport(overrides: Partial<Report> = {}): Report {
  return {
    name: 'Stamps by store',
    description: 'Stamps collected per store and card over a period.',
    path: '/Reports/StampsByStore',
    ...overrides,
  };
}

/** Report parameters of every type (0 Boolean ... 5 MultiChoice). */
export function buildReportParameters(): ReportParameter[] {
  return [
    { key: 'IncludeInactive', name: 'Include inactive cards', type: 0, value: null, defaultValue: ['false'] },
    { key: 'From', name: 'From', type: 1, value: null, defaultValue: null },
    { key: 'MinimumStamps', name: 'Minimum stamps', type: 2, value: null, defaultValue: null },
    { key: 'CardName', name: 'Card name', type: 3, value: null, defaultValue: null },
    {
      key: 'Store',
      name: 'Store',
      type: 4,
      value: [
        { label: 'Bold Street', value: '1' },
        { label: 'Clifton Village', value: '2' },
      ],
      defaultValue: null,
    },
    {
      key: 'Categories',
      name: 'Categories',
      type: 5,
      value: categories.map((category) => ({ label: category.name, value: String(category.categoryID) })),
      defaultValue: categories.map((category) => String(category.categoryID)),
    },
  ];
}

export function buildReportContent(overrides: Partial<ReportContent> = {}): ReportContent {
  return {
    content:
      '<table><caption>Stamps by store</caption><thead><tr><th scope="col">Store</th><th scope="col">Stamps</th></tr></thead><tbody><tr><td>Bold Street</td><td>1,204</td></tr><tr><td>Clifton Village</td><td>873</td></tr></tbody></table>',
    parameters: buildReportParameters(),
    totalPages: 3,
    ...overrides,
  };
}

export const buildUserTiles = (overrides: Partial<UserTiles> = {}): UserTiles => ({
  today: 12,
  thisWeek: 87,
  lastWeek: 102,
  lifetimeUsers: 4_310,
  ...overrides,
});

export const buildStampKpis = (overrides: Partial<StampKpis> = {}): StampKpis => ({
  todaysStamps: 64,
  thisWeekStamps: 412,
  thisYearStamps: 15_873,
  lifetimeStamps: 48_920,
  ...overrides,
});

export const buildRewardKpis = (overrides: Partial<RewardKpis> = {}): RewardKpis => ({
  issuedToday: 5,
  redemptionsToday: 3,
  issuedThisWeek: 41,
  redemptionsThisWeek: 29,
  issuedAllTime: 5_212,
  redemptionsAllTime: 4_380,
  ...overrides,
});

export const buildDevicePie = (overrides: Partial<DevicePie> = {}): DevicePie => ({
  android: 1_820,
  ios: 2_490,
  ...overrides,
});

export const buildAuthenticationPie = (overrides: Partial<AuthenticationPie> = {}): AuthenticationPie => ({
  stampcard: 1_960,
  apple: 1_210,
  facebook: 340,
  google: 800,
  ...overrides,
});

export const buildTopCards = (): TopCard[] => [
  { title: 'Coffee card', stamps: 2_310 },
  { title: 'Pastry card', stamps: 1_045 },
  { title: 'Lunch deal', stamps: 388 },
];

/** One row per month of `year` with a seasonal curve. */
export function buildStampsChart(year: number): StampsChartRow[] {
  return Array.from({ length: 12 }, (_, month) => ({
    id: month + 1,
    dateOf: `${year}-${String(month + 1).padStart(2, '0')}-01`,
    stamps: Math.round(900 + 400 * Math.sin((month / 12) * Math.PI * 2)),
  }));
}

/** Issued and redeemed rows per month of `year`. */
export function buildRewardsChart(year: number): RewardsChartRow[] {
  return Array.from({ length: 12 }, (_, month) => [
    {
      id: month * 2 + 1,
      dateOf: `${year}-${String(month + 1).padStart(2, '0')}-01`,
      rewards: 40 + month * 3,
      redeemed: false,
    },
    {
      id: month * 2 + 2,
      dateOf: `${year}-${String(month + 1).padStart(2, '0')}-01`,
      rewards: 30 + month * 2,
      redeemed: true,
    },
  ]).flat();
}

export function buildClientConfiguration(origin = 'http://localhost:8080'): ClientConfiguration {
  return {
    authority: origin,
    client_id: 'Stampcard.Web',
    redirect_uri: `${origin}/authentication/login-callback`,
    post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
    response_type: 'code',
    scope: 'openid profile Stampcard.API',
  };
}

/** Pagination of `totalCount` items seen `pageSize` at a time, on page `currentPage`. */
export function buildPagination(totalCount: number, pageSize = 20, currentPage = 1): Pagination {
  return { totalCount, pageSize, currentPage, totalPages: Math.ceil(totalCount / pageSize) };
}
