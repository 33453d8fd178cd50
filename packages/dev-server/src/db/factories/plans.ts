/**
 * The businesses to seed, planned before any row is made: the two demo businesses, then generated
 * ones of every kind in the demo's towns, each with one store or two to four.
 */
import type { Random } from './random.ts';

export const cities = [
  { city: 'Liverpool', county: 'Merseyside', postCode: 'L1', latitude: 53.4084, longitude: -2.9916 },
  { city: 'Bristol', county: 'Bristol', postCode: 'BS1', latitude: 51.4545, longitude: -2.5879 },
  { city: 'Manchester', county: 'Greater Manchester', postCode: 'M1', latitude: 53.4808, longitude: -2.2426 },
  { city: 'Leeds', county: 'West Yorkshire', postCode: 'LS1', latitude: 53.8008, longitude: -1.5491 },
  { city: 'Glasgow', county: 'Glasgow City', postCode: 'G1', latitude: 55.8642, longitude: -4.2518 },
  { city: 'Cardiff', county: 'Cardiff', postCode: 'CF10', latitude: 51.4816, longitude: -3.1791 },
] as const;

/**
 * The demo's towns: Liverpool and Bristol, the locations the product's screens were designed with,
 * so a demo shows what those screens show.
 */
const demoCities = cities.slice(0, 2);

/**
 * Up to this many businesses, every store is in the demo's towns; a larger seed (the benches' ten
 * thousand) spreads over every city above, so the location filter has more to choose from.
 */
export const demoScale = 100;

export const streets = [
  'Bold Street',
  'Church Street',
  'High Street',
  'Park Road',
  'Market Place',
  'Queen Square',
  'Mill Lane',
];
const businessWords = [
  'Corner',
  'Harbour',
  'Northern',
  'Golden',
  'Little',
  'Urban',
  'Village',
  'Riverside',
  'Oak',
  'Maple',
];
export const businessKinds = [
  { noun: 'Bakery', category: 1, icon: 's-bread-slice', reward: 'Free loaf' },
  { noun: 'Coffee', category: 1, icon: 's-mug-hot', reward: 'Free coffee' },
  { noun: 'Couriers', category: 2, icon: 's-truck', reward: 'Free delivery' },
  { noun: 'Pharmacy', category: 3, icon: 's-prescription-bottle-medical', reward: '10% off' },
  { noun: 'Pizzeria', category: 1, icon: 's-pizza-slice', reward: 'Free pizza' },
  { noun: 'Deli', category: 1, icon: 's-cheese', reward: 'Free sandwich' },
] as const;
export interface BusinessPlan {
  businessId: number;
  name: string;
  description: string;
  isSingleStore: boolean;
  ownerEmail: string | undefined;
  kind: (typeof businessKinds)[number];
  stores: { name: string; city: (typeof cities)[number] }[];
}

export function planBusinesses(scale: number, random: Random): BusinessPlan[] {
  const plans: BusinessPlan[] = [
    {
      businessId: 1,
      name: 'Bold Street Coffee',
      description: 'Independent coffee roasters with stores across the North West and the South West.',
      isSingleStore: false,
      ownerEmail: 'merchant@stampcard.test',
      kind: businessKinds[1],
      stores: [
        { name: 'Bold Street', city: cities[0] },
        { name: 'Albert Dock', city: cities[0] },
        { name: 'Clifton Village', city: cities[1] },
      ],
    },
    {
      businessId: 2,
      name: 'Clifton Pharmacy',
      description: 'A family pharmacy in the heart of Clifton.',
      isSingleStore: true,
      ownerEmail: 'solo@stampcard.test',
      kind: businessKinds[3],
      stores: [{ name: 'Clifton Pharmacy', city: cities[1] }],
    },
  ];
  const towns = scale <= demoScale ? demoCities : cities;
  for (let businessId = 3; businessId <= Math.max(scale, 3); businessId += 1) {
    const kind = random.pick(businessKinds);
    const name = `${random.pick(businessWords)} ${kind.noun}`;
    const isSingleStore = random.chance(0.4);
    const storeCount = isSingleStore ? 1 : random.integer(2, 4);
    plans.push({
      businessId,
      name,
      description: `${name} rewards its regulars with a stamp on every visit.`,
      isSingleStore,
      ownerEmail: undefined,
      kind,
      stores: Array.from({ length: storeCount }, (_, index) => {
        const city = random.pick(towns);
        return { name: isSingleStore ? name : `${name} ${city.city}${index > 0 ? ` ${index + 1}` : ''}`, city };
      }),
    });
  }
  return plans;
}
