import type { MouseEvent, Ref } from 'react';
import { Icon, Label, TileButton, TileLink } from './CreateTile.styles';
import { renderAnchor, type EntityCardRenderLink } from './link';

export type CreateTileLayout = 'tile' | 'thumbnail';

export interface CreateTileProps {
  /** The tile's text and accessible name, e.g. 'NEW PROJECT' or 'New item'. */
  label: string;
  /** Called when the tile is pressed (mouse, touch, Enter or Space); the tile is a `<button>`. */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Where the tile leads (e.g. `?id=new`); the tile is then a link and `onPress` is not used. */
  href?: string;
  /**
   * Renders the link when `href` is set, e.g. a router's `Link`.
   * @default a plain <a>
   */
  renderLink?: EntityCardRenderLink;
  /**
   * The shape: `tile` fills a grid cell like an `EntityCard`; `thumbnail` is a 125 x 200 px
   * tile, for a list of portrait thumbnails.
   * @default 'tile'
   */
  layout?: CreateTileLayout;
  /**
   * Whether the tile is disabled (a <button> only): it cannot be focused or pressed.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
  /** The underlying <button> element (when there is no `href`). */
  ref?: Ref<HTMLButtonElement>;
}

function PlusIcon() {
  return (
    <Icon viewBox="0 0 24 24" fill="none" aria-hidden="true" data-part="icon">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}

/**
 * The tile that starts creating an entity, shown first in a grid (e.g. NEW PROJECT). A real
 * <button> with `onPress`, or a link with `href`.
 */
export function CreateTile({
  label,
  onPress,
  href,
  renderLink = renderAnchor,
  layout = 'tile',
  isDisabled = false,
  className,
  ref,
}: CreateTileProps) {
  const content = (
    <>
      <PlusIcon />
      <Label data-part="label">{label}</Label>
    </>
  );
  if (href !== undefined) {
    return (
      <TileLink className={className} data-component="CreateTile" data-layout={layout}>
        {renderLink({ href, children: content, 'data-part': 'link' })}
      </TileLink>
    );
  }
  return (
    <TileButton
      ref={ref}
      type="button"
      className={className}
      disabled={isDisabled}
      onClick={onPress}
      data-component="CreateTile"
      data-layout={layout}
      data-disabled={isDisabled || undefined}
    >
      {content}
    </TileButton>
  );
}
