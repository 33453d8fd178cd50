/** The start-up phases of the app, in order. */
export type LoadingPhaseName = 'Downloading configurations' | 'Verifying authentication' | 'Loading';

/** A phase's position in `loadingPhases`. */
export type LoadingPhaseIndex = 0 | 1 | 2;

export interface LoadingPhase {
  /** The label shown while the phase runs. */
  name: LoadingPhaseName;
  /** How long the phase nominally takes, in milliseconds: its share of the progress bar. */
  durationMs: number;
}

/**
 * The three start-up phases with their nominal durations: Downloading configurations (500 ms),
 * Verifying authentication (500 ms) and Loading (1000 ms). The app advances `LoadingScreen` by real
 * progress; the durations only size the bar.
 */
export const loadingPhases = [
  { name: 'Downloading configurations', durationMs: 500 },
  { name: 'Verifying authentication', durationMs: 500 },
  { name: 'Loading', durationMs: 1000 },
] as const satisfies readonly LoadingPhase[];

const totalDurationMs = loadingPhases.reduce((total, phase) => total + phase.durationMs, 0);

/** Where a phase sits on the progress bar, in percent of the nominal start-up time. */
export interface LoadingPhaseProgress {
  index: LoadingPhaseIndex;
  phase: LoadingPhase;
  /** Percent done when the phase starts. */
  startPercent: number;
  /** Percent done when the phase ends. */
  endPercent: number;
}

/** Resolves a phase given by index or by name to its place on the progress bar. */
export function getLoadingPhaseProgress(phase: LoadingPhaseIndex | LoadingPhaseName): LoadingPhaseProgress {
  const found = typeof phase === 'number' ? phase : loadingPhases.findIndex((candidate) => candidate.name === phase);
  const index = (found >= 0 && found < loadingPhases.length ? found : 0) as LoadingPhaseIndex;
  const elapsedBefore = loadingPhases.slice(0, index).reduce((total, candidate) => total + candidate.durationMs, 0);
  const current = loadingPhases[index];
  return {
    index,
    phase: current,
    startPercent: (elapsedBefore / totalDurationMs) * 100,
    endPercent: ((elapsedBefore + current.durationMs) / totalDurationMs) * 100,
  };
}
