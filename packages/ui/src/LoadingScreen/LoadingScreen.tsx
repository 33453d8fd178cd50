import type { CSSProperties, ReactNode } from 'react';
import { getLoadingPhaseProgress, type LoadingPhaseIndex, type LoadingPhaseName } from './loadingPhases';
import { Bar, Content, Fill, PhaseLabel, Screen, Status, Track } from './LoadingScreen.styles';

export interface LoadingScreenProps {
  /**
   * The start-up phase under way, by position in `loadingPhases` or by name. The app advances
   * it as each step really finishes; the screen never advances on its own.
   * @default 0
   */
  phase?: LoadingPhaseIndex | LoadingPhaseName;
  /**
   * The progress bar's accessible name; the phase is its value text.
   * @default 'Starting Stampcard'
   */
  label?: string;
  /**
   * What the step under way is doing, in the user's words (e.g. 'Signing you in…'), shown under the
   * bar and announced politely as a status; none when omitted.
   */
  status?: string;
  /** The product's mark, shown above the progress bar. */
  logo?: ReactNode;
  /**
   * Whether to draw without animation whatever the user's setting; the screen already does
   * so when the user prefers reduced motion.
   * @default false
   */
  isReducedMotion?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

type PhaseStyle = CSSProperties & Record<`--loading-phase-${'start' | 'end' | 'duration'}`, string>;

/**
 * The full-page start-up screen: the three phases Downloading configurations, Verifying
 * authentication and Loading, shown in turn as the app reports them, with a progress bar whose
 * `aria-valuetext` names the phase, and an optional status line says what the step is doing. Within a phase the bar fills over the phase's nominal duration
 * and then waits; with reduced motion it steps from phase to phase.
 */
export function LoadingScreen({
  phase = 0,
  label = 'Starting Stampcard',
  status,
  logo,
  isReducedMotion = false,
  className,
}: LoadingScreenProps) {
  const progress = getLoadingPhaseProgress(phase);
  const fillStyle: PhaseStyle = {
    '--loading-phase-start': String(progress.startPercent / 100),
    '--loading-phase-end': String(progress.endPercent / 100),
    '--loading-phase-duration': `${progress.phase.durationMs}ms`,
  };
  return (
    <Screen
      className={className}
      data-component="LoadingScreen"
      data-phase={progress.index}
      data-reduced-motion={isReducedMotion || undefined}
    >
      <Content>
        {logo}
        {/* A plain ARIA progress bar: this screen is part of every start-up, and react-aria's
            ProgressBar would bring its number formatting and hooks into the app's entry chunk. */}
        <Bar
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.startPercent}
          aria-valuetext={progress.phase.name}
        >
          <PhaseLabel data-part="label">{progress.phase.name}</PhaseLabel>
          <Track data-part="track">
            {/* Keyed on the phase so the fill animation restarts from the phase's start. */}
            <Fill key={progress.index} style={fillStyle} data-part="fill" />
          </Track>
        </Bar>
        {status === undefined ? null : (
          <Status role="status" aria-label={status} data-part="status">
            {status}
          </Status>
        )}
      </Content>
    </Screen>
  );
}
