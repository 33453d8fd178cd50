// Sample data for the stories of EntityCard and CardGrid: offline images and a page of businesses.
import type { MouseEvent } from 'react';
import type { EntityCardProps } from './EntityCard';
import type { EntityCardRenderLink } from './link';

/**
 * The example's texts for blank data: a product gives its own (the kit's defaults are 'Unnamed'
 * and 'No description available').
 */
export const placeholders = {
  businessName: 'Unnamed business',
  storeName: 'Unnamed store',
  street: 'Unspecified street',
  city: 'Unspecified city',
  stores: 'No stores',
  userName: 'Unnamed user',
  email: 'No email',
} as const;

/** The example's badges: a multi-store business's banner, a single-store business's badge. */
export const badgeLabels = {
  multiStore: 'Multi-store business',
  singleStore: 'Single-store',
} as const;

/** A square logo drawn as an inline SVG, so stories need no network. */
export function logo(initials: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><text x="32" y="41" font-family="Inter" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A router-like link for stories: it reports the navigation instead of leaving the story,
 * as a router's Link would handle the click itself.
 */
export function createStoryLink(onNavigate: (href: string) => void): EntityCardRenderLink {
  return function StoryLink({ href, children, ...props }) {
    return (
      <a
        {...props}
        href={href}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    );
  };
}

const colours = ['#3E4AD8', '#1E6B34', '#8A4B00', '#B3261E', '#2F3AB8', '#555B75'];
const names = [
  'The Daily Grind',
  'Bean There',
  'Harbour Bakery',
  'Green Leaf Pharmacy',
  'Quick Bites Delivery',
  'Mersey Coffee Co.',
  'Clifton Deli',
  'Riverside Books',
  'Northern Noodles',
  'Sunrise Smoothies',
  'Corner Florist',
];

export type BusinessCardData = Pick<
  EntityCardProps,
  'name' | 'description' | 'imageUrl' | 'details' | 'badges' | 'href'
> & { id: number };

/** A page of 11 businesses (the list's page size), every other one multi-store. */
export const businesses: BusinessCardData[] = names.map((name, index) => {
  const id = index + 1;
  const isSingleStore = index % 2 === 1;
  const storeCount = isSingleStore ? 1 : index + 2;
  return {
    id,
    name,
    description: `${name} serves Liverpool and Bristol with loyalty stamps on every visit.`,
    imageUrl: logo(
      name
        .split(' ')
        .slice(0, 2)
        .map((word) => word[0])
        .join(''),
      colours[index % colours.length] ?? '#3E4AD8',
    ),
    href: isSingleStore ? `/businesses/${id}/stores/${id * 10}/details` : `/businesses/${id}/details`,
    badges: [
      isSingleStore ? { label: badgeLabels.singleStore } : { label: badgeLabels.multiStore, tone: 'info' as const },
    ],
    details: [
      {
        label: 'Stores',
        value: `${storeCount} ${storeCount === 1 ? 'store' : 'stores'}`,
        placeholder: placeholders.stores,
      },
      { label: 'Employees', value: `${(index % 4) * 3 + 2} employees` },
    ],
  };
});
