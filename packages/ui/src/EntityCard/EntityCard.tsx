import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../internal/visuallyHidden';
import {
  Badge,
  Badges,
  Card,
  Description,
  Detail,
  Details,
  Header,
  Image,
  ImagePlaceholder,
  Title,
  TitleBlock,
} from './EntityCard.styles';
import { renderAnchor, type EntityCardRenderLink } from './link';
import { isBlank } from './placeholders';

export type EntityCardHeadingLevel = 2 | 3 | 4 | 5 | 6;
export type EntityCardBadgeTone = 'neutral' | 'info';

/** A badge of a card, e.g. 'New' or 'Archived'. */
export interface EntityCardBadge {
  /** The badge's text. */
  label: string;
  /**
   * The colour: `info` (brand tint) stands out, `neutral` does not.
   * @default 'neutral'
   */
  tone?: EntityCardBadgeTone;
}

/** A line of facts under the description, e.g. a street, a city, a number of members. */
export interface EntityCardDetail {
  /** What the value is ('Street', 'City'): read to screen readers before the value, hidden on screen. */
  label: string;
  /** The value; blank (absent or whitespace) shows `placeholder` instead. */
  value?: ReactNode;
  /** Shown in a subdued style when `value` is blank, e.g. 'Unspecified street'; without it the line is left out. */
  placeholder?: string;
}

export interface EntityCardProps {
  /** The entity's name, the card's heading and link; blank shows `namePlaceholder`. */
  name?: string | null;
  /**
   * Shown in a subdued style when `name` is blank, e.g. 'Unnamed project'.
   * @default 'Unnamed'
   */
  namePlaceholder?: string;
  /** Where the card leads (e.g. `/projects/7`); the whole card is clickable. */
  href: string;
  /**
   * Renders the heading's link, e.g. a router's `Link`: `({ href, ...props }) => <Link to={href} {...props} />`.
   * @default a plain <a>
   */
  renderLink?: EntityCardRenderLink;
  /**
   * The description, clamped to 3 lines. Leave it out (undefined) for cards without one;
   * `null` or blank text shows `descriptionPlaceholder`.
   */
  description?: string | null;
  /**
   * Shown in a subdued style when `description` is null or blank.
   * @default 'No description available'
   */
  descriptionPlaceholder?: string;
  /** The image (a logo) URL; without one, or when it fails to load, a neutral placeholder graphic is shown. */
  imageUrl?: string | null;
  /**
   * The image's text alternative. Empty by default: the logo sits beside the name, which the heading already gives.
   * @default ''
   */
  imageAlt?: string;
  /** Lines of facts (street, city, number of members). */
  details?: EntityCardDetail[];
  /** Badges under the name, e.g. `{ label: 'New', tone: 'info' }`. */
  badges?: EntityCardBadge[];
  /**
   * The level of the name's heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: EntityCardHeadingLevel;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/** Elements that act on their own: a click on them is never forwarded to the card's link. */
const interactiveSelector = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"]';

/**
 * The whole card follows its link, yet its texts stay selectable. The link's stretched ::after
 * covers the card, so a click, a middle-click or "open in new tab" on it (the image included)
 * is a click on the link. The description and details sit above that layer so a drag selects
 * their text; a plain click on them (no text selected) is handed on to the link here, with its
 * modifier keys, so a router's Link still decides how to navigate.
 */
function forwardClickToLink(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  if (event.target.closest(interactiveSelector)) return;
  const selection = window.getSelection();
  if (selection && !selection.isCollapsed && selection.toString().trim() !== '') return;
  const link = event.currentTarget.querySelector('[data-part="title"] a');
  if (!link) return;
  link.dispatchEvent(
    new window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    }),
  );
}

function PlaceholderImage() {
  return (
    <ImagePlaceholder data-part="image" data-placeholder="">
      <svg viewBox="0 0 24 24" width="32" height="32" fill="none" aria-hidden="true">
        <rect x="3" y="4" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="9" cy="10" r="2" stroke="currentColor" strokeWidth="1.5" />
        <path d="M4 18l5-5 4 4 3-3 4 4" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
    </ImagePlaceholder>
  );
}

/** The image, or the placeholder graphic when there is none or it fails to load. */
function CardImage({ imageUrl, imageAlt }: { imageUrl: string | null | undefined; imageAlt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!imageUrl || imageUrl.trim() === '' || failedUrl === imageUrl) return <PlaceholderImage />;
  return (
    <Image
      src={imageUrl}
      alt={imageAlt}
      loading="lazy"
      decoding="async"
      data-part="image"
      onError={() => {
        setFailedUrl(imageUrl);
      }}
    />
  );
}

/**
 * A tile of a list of entities (projects, places, people): image, name as a heading link, badges,
 * description (3 lines at most) and detail lines, with placeholders for blank data in a subdued
 * style. The whole card is clickable through its link.
 */
export function EntityCard({
  name,
  namePlaceholder = 'Unnamed',
  href,
  renderLink = renderAnchor,
  description,
  descriptionPlaceholder = 'No description available',
  imageUrl,
  imageAlt = '',
  details = [],
  badges = [],
  headingLevel = 2,
  className,
}: EntityCardProps) {
  const titleId = useId();
  const isNameBlank = isBlank(name);
  const isDescriptionBlank = isBlank(description);
  const visibleDetails = details.filter((detail) => !isBlank(detail.value) || detail.placeholder !== undefined);

  return (
    <Card aria-labelledby={titleId} className={className} data-component="EntityCard" onClick={forwardClickToLink}>
      <Header>
        <CardImage imageUrl={imageUrl} imageAlt={imageAlt} />
        <TitleBlock>
          <Title as={`h${headingLevel}`} id={titleId} data-part="title" data-placeholder={isNameBlank ? '' : undefined}>
            {renderLink({ href, children: isNameBlank ? namePlaceholder : name, 'data-part': 'link' })}
          </Title>
          {badges.length > 0 ? (
            <Badges data-part="badges">
              {badges.map((badge) => (
                <Badge key={badge.label} data-tone={badge.tone ?? 'neutral'}>
                  {badge.label}
                </Badge>
              ))}
            </Badges>
          ) : null}
        </TitleBlock>
      </Header>
      {description !== undefined ? (
        <Description data-part="description" data-placeholder={isDescriptionBlank ? '' : undefined}>
          {isDescriptionBlank ? descriptionPlaceholder : description}
        </Description>
      ) : null}
      {visibleDetails.length > 0 ? (
        <Details data-part="details">
          {visibleDetails.map((detail) => {
            const isValueBlank = isBlank(detail.value);
            return (
              <Detail key={detail.label}>
                <VisuallyHidden as="dt">{detail.label}</VisuallyHidden>
                <dd data-placeholder={isValueBlank ? '' : undefined}>
                  {isValueBlank ? detail.placeholder : detail.value}
                </dd>
              </Detail>
            );
          })}
        </Details>
      ) : null}
    </Card>
  );
}
