// Measured in headless Chromium by bench/run.mjs: a searchable Dropdown with 10,000 options,
// timed from the user's event until the list has rendered and the browser has painted it.
// Built from the sources (production mode), as an app would bundle the package.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Dropdown } from '../src/Dropdown';
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

/** Measures both scenarios; run.mjs calls it through page.evaluate. */
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
  return { open, keystroke, optionCount };
}

// On window, not declared globally: packages/card-preview/bench declares a runBench of its own.
Object.assign(window, { runBench });
