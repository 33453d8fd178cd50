// Measured in headless Chromium by bench/run.mjs: a searchable Dropdown with 10,000 options,
// timed from the user's event until the list has rendered and the browser has painted it; and
// the mount of small components (Pagination with 500 pages, PieChart with 6 slices), timed from
// the render call until they are in the DOM and laid out.
// Built from the sources (production mode), as an app would bundle the package.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Dropdown } from '../src/Dropdown';
import { Pagination } from '../src/Pagination';
import { PieChart, type PieChartDatum } from '../src/PieChart';
import { ThemeProvider } from '../src/theme';

interface Store {
  storeID: number;
  name: string;
}

const cities = ['Liverpool', 'Bristol', 'Leeds', 'Manchester', 'York', 'Bath', 'Derby', 'Hull', 'Leicester', 'Oxford'];
const optionCount = 10_000;
const stores: Store[] = Array.from({ length: optionCount }, (_, index) => ({
  storeID: index + 1,
  name: `${cities[index % cities.length] ?? ''} store ${index + 1}`,
}));

/** What one typed character leads to: the input's text, and how many options then match. */
const keystrokes = [
  'l',
  'li',
  'liv',
  'live',
  'liver',
  'liverp',
  'liverpool',
  'liverpool ',
  'liverpool s',
  'liverpool st',
];
const matchCount = (text: string) =>
  stores.filter((store) => store.name.toLowerCase().includes(text.trim().toLowerCase())).length;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Resolves after the next frame has been painted (a task queued from requestAnimationFrame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}

interface Timing {
  /** Until the list is in the DOM and laid out: the main-thread work. */
  work: number;
  /** Until a frame showing it has been painted: what the user waits. */
  paint: number;
}

/** Times from `act` (the user's event) until `isRendered` holds, laid out and then painted. */
async function measure(act: () => void, isRendered: () => boolean): Promise<Timing> {
  const started = performance.now();
  act();
  // React renders a discrete event's update in a microtask; wait for it without yielding a frame.
  for (let turn = 0; turn < 100 && !isRendered(); turn += 1) await Promise.resolve();
  document.querySelector('[role="listbox"]')?.getBoundingClientRect();
  const work = performance.now() - started;
  do {
    await afterNextPaint();
  } while (!isRendered());
  return { work, paint: performance.now() - started };
}

function getInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (input === null) throw new Error('The dropdown is not rendered.');
  return input;
}

const firstOption = () => document.querySelector('[role="listbox"] [role="option"]');

/** Types into the input as a keystroke does: the value changes, then an input event. */
function typeText(input: HTMLInputElement, text: string) {
  // Through the prototype's setter: React tracks values set on the element itself.
  Reflect.set(HTMLInputElement.prototype, 'value', text, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function pressEscape(input: HTMLInputElement) {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

async function measureOpen(runs: number): Promise<Timing[]> {
  const input = getInput();
  const times: Timing[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(
      await measure(
        () => {
          input.click();
        },
        () => firstOption() !== null,
      ),
    );
    pressEscape(input);
    await afterNextPaint();
  }
  return times;
}

async function measureKeystrokes(rounds: number): Promise<Timing[]> {
  const input = getInput();
  const times: Timing[] = [];
  for (let round = 0; round < rounds; round += 1) {
    input.click();
    await afterNextPaint();
    for (const text of keystrokes) {
      const expected = String(matchCount(text));
      times.push(
        await measure(
          () => {
            typeText(input, text);
          },
          () => firstOption()?.getAttribute('aria-setsize') === expected,
        ),
      );
    }
    pressEscape(input);
    await afterNextPaint();
  }
  return times;
}

/**
 * Times mounting `element` into a fresh root: from the render call until it is committed to the
 * DOM and laid out (`work`), and until a frame showing it has been painted (`paint`). Each run
 * unmounts it again; the first runs are a warm-up (they compile the code paths and let
 * styled-components inject its classes once, as on an app's first screen).
 */
async function measureMount(element: () => ReactNode, isRendered: (host: HTMLElement) => boolean): Promise<Timing> {
  const times: Timing[] = [];
  for (let run = 0; run < 61; run += 1) {
    const host = document.createElement('div');
    host.style.width = '720px';
    host.style.margin = '24px';
    document.body.append(host);
    const root = createRoot(host);
    const started = performance.now();
    flushSync(() => {
      root.render(<ThemeProvider withGlobalStyle={false}>{element()}</ThemeProvider>);
    });
    host.getBoundingClientRect();
    const work = performance.now() - started;
    await afterNextPaint();
    const paint = performance.now() - started;
    if (!isRendered(host)) throw new Error('The component did not render.');
    if (run >= 10) times.push({ work, paint });
    root.unmount();
    host.remove();
    await afterNextPaint();
  }
  return {
    work: median(times.map((timing) => timing.work)),
    paint: median(times.map((timing) => timing.paint)),
  };
}

const paginationPageCount = 500;

/** Pagination with 500 pages, on a page in the middle (the widest case: two ellipses). */
function measurePaginationMount(): Promise<Timing> {
  return measureMount(
    () => <Pagination page={paginationPageCount / 2} pageCount={paginationPageCount} onPageChange={() => undefined} />,
    (host) => host.querySelector('[aria-current="page"]') !== null,
  );
}

const pieChartData: PieChartDatum[] = [
  { label: 'Android', value: 412 },
  { label: 'iOS', value: 388 },
  { label: 'Windows', value: 54 },
  { label: 'macOS', value: 41 },
  { label: 'Linux', value: 12 },
  { label: 'Other', value: 7 },
];

/**
 * PieChart with 6 slices. Written against the PieChart's props (`label`, `data` of
 * `{ label, value }`): if its API changes, adapt the element here.
 */
function measurePieChartMount(): Promise<Timing> {
  return measureMount(
    () => <PieChart label="Devices OS" data={pieChartData} />,
    (host) => host.querySelector('svg path') !== null,
  );
}

/** Measures the mount scenarios, with the kit's global style in place as in an app. */
async function runMountBench() {
  const globalHost = document.createElement('div');
  document.body.append(globalHost);
  const globalRoot = createRoot(globalHost);
  flushSync(() => {
    globalRoot.render(<ThemeProvider />);
  });
  const pagination = await measurePaginationMount();
  const pieChart = await measurePieChartMount();
  globalRoot.unmount();
  globalHost.remove();
  return { pagination, paginationPageCount, pieChart, pieChartSliceCount: pieChartData.length };
}

/** Measures every scenario; run.mjs calls it through page.evaluate. */
async function runBench() {
  const host = document.createElement('div');
  host.style.width = '320px';
  host.style.margin = '24px';
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => {
    root.render(
      <ThemeProvider>
        <Dropdown label="Store" options={stores} optionLabel="name" optionKey="storeID" isSearchable />
      </ThemeProvider>,
    );
  });
  // Warm-up: the first runs compile the code paths.
  await measureOpen(5);
  await measureKeystrokes(1);
  const summarise = (timings: Timing[]): Timing => ({
    work: median(timings.map((timing) => timing.work)),
    paint: median(timings.map((timing) => timing.paint)),
  });
  const open = summarise(await measureOpen(31));
  const keystroke = summarise(await measureKeystrokes(6));
  root.unmount();
  host.remove();
  const mounts = await runMountBench();
  return { open, keystroke, optionCount, mounts };
}

// On window, not declared globally: packages/card-preview/bench declares a runBench of its own.
Object.assign(window, { runBench });
