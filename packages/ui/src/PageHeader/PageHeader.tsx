import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../SideMenu/navigationLink';
import {
  BreadcrumbCurrent,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbSeparator,
  BreadcrumbText,
  BreadcrumbToggle,
  BreadcrumbToggleItem,
  PageHeaderActions,
  PageHeaderDescription,
  PageHeaderRoot,
  PageHeaderRow,
  PageHeaderTitle,
  PageHeaderTitles,
} from './PageHeader.styles';

/** One step of the breadcrumb trail. */
export interface Breadcrumb {
  /** The visible text, e.g. a project's name. */
  label: string;
  /** Where the step leads; without it the step is plain text. The last step is never a link. */
  href?: string;
}

export interface PageHeaderProps {
  /** The page title, rendered as the page's `<h1>`; a long title is cut with an ellipsis. */
  title: string;
  /** A line under the title, such as the scope of a list. */
  description?: ReactNode;
  /** The trail from the section to this page, e.g. users > full name; the last step is the current page. */
  breadcrumbs?: readonly Breadcrumb[];
  /** Controls on the right of the title, such as buttons. */
  actions?: ReactNode;
  /**
   * Renders each breadcrumb link, so the app can use its router's link.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /** A class name for the root element. */
  className?: string;
}

/** The chevron between breadcrumbs; decorative, hidden from assistive technology. */
function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" focusable="false" aria-hidden="true">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header of a page: breadcrumb links above the `<h1>` title, with optional actions on the
 * right. The breadcrumbs are a `<nav aria-label="Breadcrumb">` holding an ordered list; the last
 * step is the current page (`aria-current="page"`, not a link). In a header narrower than 560 px, a
 * trail of more than three steps shows its first and last two around a "…" button that shows the
 * whole trail.
 */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  actions,
  renderLink = renderAnchor,
  className,
}: PageHeaderProps) {
  const hasBreadcrumbs = breadcrumbs !== undefined && breadcrumbs.length > 0;
  const [isTrailExpanded, setTrailExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  // The "…" button hides once pressed: focus moves to the first step it showed.
  useEffect(() => {
    if (!isTrailExpanded) return;
    listRef.current?.querySelector<HTMLElement>('[data-middle] a')?.focus();
  }, [isTrailExpanded]);
  // Steps after the first and before the last two may hide in a narrow header.
  const isCollapsible = breadcrumbs !== undefined && breadcrumbs.length > 3;
  const isMiddle = (index: number) => isCollapsible && index > 0 && index < breadcrumbs.length - 2;
  return (
    <PageHeaderRoot data-component="PageHeader" className={className}>
      {hasBreadcrumbs ? (
        <nav aria-label="Breadcrumb" data-component="PageHeader.Breadcrumbs">
          <BreadcrumbList ref={listRef} data-expanded={isTrailExpanded || undefined}>
            {breadcrumbs.map((breadcrumb, index) => {
              const isCurrent = index === breadcrumbs.length - 1;
              let content: ReactNode;
              if (isCurrent) {
                content = <BreadcrumbCurrent aria-current="page">{breadcrumb.label}</BreadcrumbCurrent>;
              } else if (breadcrumb.href !== undefined) {
                content = renderLink({
                  href: breadcrumb.href,
                  children: breadcrumb.label,
                  'data-component': 'PageHeader.BreadcrumbLink',
                });
              } else {
                content = <BreadcrumbText>{breadcrumb.label}</BreadcrumbText>;
              }
              return (
                // Labels may repeat (two pages of the same name), positions do not.
                <Fragment key={index}>
                  {isCollapsible && index === 1 ? (
                    <BreadcrumbToggleItem data-component="PageHeader.TrailToggle">
                      <BreadcrumbSeparator aria-hidden="true">
                        <Chevron />
                      </BreadcrumbSeparator>
                      <BreadcrumbToggle
                        type="button"
                        aria-label={`Show the full trail: ${breadcrumbs.map((step) => step.label).join(', ')}`}
                        onClick={() => {
                          setTrailExpanded(true);
                        }}
                      >
                        …
                      </BreadcrumbToggle>
                    </BreadcrumbToggleItem>
                  ) : null}
                  <BreadcrumbItem data-component="PageHeader.Breadcrumb" data-middle={isMiddle(index) || undefined}>
                    {index > 0 ? (
                      <BreadcrumbSeparator aria-hidden="true">
                        <Chevron />
                      </BreadcrumbSeparator>
                    ) : null}
                    {content}
                  </BreadcrumbItem>
                </Fragment>
              );
            })}
          </BreadcrumbList>
        </nav>
      ) : null}
      <PageHeaderRow>
        <PageHeaderTitles>
          {/* The title attribute shows a cut title in full on hover; the text itself is read in full. */}
          <PageHeaderTitle title={title}>{title}</PageHeaderTitle>
          {description !== undefined ? <PageHeaderDescription>{description}</PageHeaderDescription> : null}
        </PageHeaderTitles>
        {actions !== undefined ? (
          <PageHeaderActions data-component="PageHeader.Actions">{actions}</PageHeaderActions>
        ) : null}
      </PageHeaderRow>
    </PageHeaderRoot>
  );
}
