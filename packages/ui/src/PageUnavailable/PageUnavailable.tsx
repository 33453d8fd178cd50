import type { CSSProperties } from 'react';
import { ActionLink, IconSlot, IconStage, Message, Page, Title } from './PageUnavailable.styles';
import { comingSoonIcons, PhoneIcon } from './PageUnavailableIcons';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useRotatingIndex } from './useRotatingIndex';

export type PageUnavailableStatus = 'coming-soon' | 'mobile-app';
export type PageUnavailableHeadingLevel = 1 | 2 | 3;

interface PageUnavailableCommonProps {
  /**
   * The level of the heading: 1 when the component is the whole page.
   * @default 1
   */
  headingLevel?: PageUnavailableHeadingLevel;
  /**
   * Whether to draw without animation whatever the user's setting; the page already does so
   * when the user prefers reduced motion.
   * @default false
   */
  isReducedMotion?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

export interface PageUnavailableComingSoonProps extends PageUnavailableCommonProps {
  /** A page that is not built yet. */
  status: 'coming-soon';
  /** The page's name, completed to '{title} is coming soon!', e.g. 'Promotions page'. */
  title: string;
  /**
   * Where the Go home link leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * How long each icon shows before the next, in milliseconds.
   * @default 2000
   */
  rotationIntervalMs?: number;
  /**
   * How long the cross-fade between icons takes, in milliseconds.
   * @default 300
   */
  fadeDurationMs?: number;
}

export interface PageUnavailableMobileAppProps extends PageUnavailableCommonProps {
  /** A page this user cannot open here: what they may use is a mobile app. */
  status: 'mobile-app';
  /** Where the Go to the mobile app link leads: an app's page in an app shop, or a link that picks one. */
  mobileAppHref: string;
  /** The pointer to the mobile app, e.g. 'Our app is in the App Store and on Google Play.' */
  message: string;
}

export type PageUnavailableProps = PageUnavailableComingSoonProps | PageUnavailableMobileAppProps;

type FadeStyle = CSSProperties & Record<'--page-unavailable-fade', string>;

function ComingSoon({
  title,
  homeHref = '/',
  rotationIntervalMs = 2000,
  fadeDurationMs = 300,
  headingLevel = 1,
  isReducedMotion = false,
}: PageUnavailableComingSoonProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const activeIndex = useRotatingIndex(
    comingSoonIcons.length,
    rotationIntervalMs,
    isReducedMotion || prefersReducedMotion,
  );
  const fadeStyle: FadeStyle = { '--page-unavailable-fade': `${fadeDurationMs}ms` };
  return (
    <>
      <IconStage aria-hidden="true" style={fadeStyle} data-part="icons" data-active-index={activeIndex}>
        {comingSoonIcons.map((Icon, index) => (
          <IconSlot key={index} data-active={index === activeIndex || undefined}>
            <Icon />
          </IconSlot>
        ))}
      </IconStage>
      <Title as={`h${headingLevel}`} data-part="title">{`${title} is coming soon!`}</Title>
      <ActionLink href={homeHref}>Go home</ActionLink>
    </>
  );
}

function MobileApp({ mobileAppHref, message, headingLevel = 1 }: PageUnavailableMobileAppProps) {
  return (
    <>
      <IconStage aria-hidden="true" data-part="icons">
        <IconSlot data-active>
          <PhoneIcon />
        </IconSlot>
      </IconStage>
      <Title as={`h${headingLevel}`} data-part="title">
        Cannot access this page
      </Title>
      <Message data-part="message">{message}</Message>
      <ActionLink href={mobileAppHref}>Go to the mobile app</ActionLink>
    </>
  );
}

/**
 * A page that cannot be shown, in one of two statuses:
 * - `coming-soon`: rotating icons (every 2 s, with a 300 ms fade; still with reduced motion),
 *   '{title} is coming soon!' and a Go home link;
 * - `mobile-app`: Cannot access this page, a pointer to the mobile app and a Go to the mobile app
 *   link, for a user who may use only the mobile app.
 */
export function PageUnavailable(props: PageUnavailableProps) {
  const { status, isReducedMotion = false, className } = props;
  return (
    <Page
      className={className}
      data-component="PageUnavailable"
      data-status={status}
      data-reduced-motion={isReducedMotion || undefined}
    >
      {props.status === 'coming-soon' ? <ComingSoon {...props} /> : <MobileApp {...props} />}
    </Page>
  );
}
