// Measured in headless Chromium by bench/run.mjs, for the React component and for the custom
// element: mounting 100 thumbnails, and drawing one full preview again after a configuration
// change. Icons are loaded before any measurement (an app's steady state). Uses the package's build
// (dist/); run.mjs serves the icon files at /icons/.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  CardPreview,
  THUMBNAIL_SIZE,
  createDefaultCard,
  layoutCard,
  loadIcons,
  previewWidth,
  setIconBase,
  type LoyaltyCard,
} from '@stampcard/card-preview';
import { setIconBase as setElementIconBase, type StampcardCardPreviewElement } from '@stampcard/card-preview/element';

// The component and the element are two builds, each with its own icon cache: both are told.
setIconBase('/icons/');
setElementIconBase('/icons/');

/** The card list's thumbnail: an upright card filling a 125 x 200 tile. */
const thumbnailWidth = previewWidth(THUMBNAIL_SIZE.height);

const base = createDefaultCard();
const cards: LoyaltyCard[] = Array.from({ length: 100 }, (_, index) => ({
  ...base,
  name: `Card ${index + 1}`,
  configuration: {
    ...base.configuration,
    titleDisplay: true,
    totalNoOfStamps: 6 + (index % 10),
    itemsPerRow: 3 + (index % 3),
  },
}));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function measureThumbnails(runs: number): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const started = performance.now();
    flushSync(() =>
      root.render(cards.map((card, index) => <CardPreview key={index} card={card} width={thumbnailWidth} />)),
    );
    host.getBoundingClientRect();
    times.push(performance.now() - started);
    root.unmount();
    host.remove();
  }
  return times;
}

/** Until the next frame after mounting 100 thumbnails in a card list's grid: the drawing's paint included. */
async function measureGridToFrame(runs: number): Promise<number[]> {
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await nextFrame();
    const host = document.createElement('div');
    host.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px;width:1100px';
    document.body.append(host);
    const root = createRoot(host);
    const started = performance.now();
    flushSync(() =>
      root.render(cards.map((card, index) => <CardPreview key={index} card={card} width={thumbnailWidth} />)),
    );
    await nextFrame();
    times.push(performance.now() - started);
    root.unmount();
    host.remove();
  }
  return times;
}

/** The card after the `run`-th edit: another background colour and title, as an editor's change. */
function changed(card: LoyaltyCard, run: number): LoyaltyCard {
  return {
    ...card,
    configuration: {
      ...card.configuration,
      backgroundColour: run % 2 ? '#3E4AD8' : '#1E6B34',
      title: `Title ${run}`,
    },
  };
}

function measureRerender(runs: number): number[] {
  const host = document.createElement('div');
  host.style.width = '600px';
  document.body.append(host);
  const root = createRoot(host);
  let card: LoyaltyCard = { ...base, configuration: { ...base.configuration, titleDisplay: true } };
  flushSync(() => root.render(<CardPreview card={card} />));
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    card = changed(card, run);
    const started = performance.now();
    flushSync(() => root.render(<CardPreview card={card} />));
    host.getBoundingClientRect();
    times.push(performance.now() - started);
  }
  root.unmount();
  host.remove();
  return times;
}

/** Resolves once each element has fired `render`: drawn, with its icons. */
function rendered(elements: readonly StampcardCardPreviewElement[]): Promise<void> {
  return new Promise((resolve) => {
    let pending = elements.length;
    for (const element of elements) {
      element.addEventListener(
        'render',
        () => {
          pending -= 1;
          if (pending === 0) resolve();
        },
        { once: true },
      );
    }
  });
}

async function measureElementThumbnails(runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const host = document.createElement('div');
    document.body.append(host);
    const started = performance.now();
    const elements = cards.map((card) => {
      const element = document.createElement('stampcard-card-preview');
      element.width = thumbnailWidth;
      element.card = card;
      return element;
    });
    const drawn = rendered(elements);
    host.append(...elements);
    await drawn;
    host.getBoundingClientRect();
    times.push(performance.now() - started);
    host.remove();
  }
  return times;
}

async function measureElementRerender(runs: number): Promise<number[]> {
  const host = document.createElement('div');
  host.style.width = '600px';
  document.body.append(host);
  const element = document.createElement('stampcard-card-preview');
  let card: LoyaltyCard = { ...base, configuration: { ...base.configuration, titleDisplay: true } };
  element.setAttribute('card', JSON.stringify(card));
  const first = rendered([element]);
  host.append(element);
  await first;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    card = changed(card, run);
    const json = JSON.stringify(card);
    const drawn = rendered([element]);
    const started = performance.now();
    element.setAttribute('card', json);
    await drawn;
    host.getBoundingClientRect();
    times.push(performance.now() - started);
  }
  host.remove();
  return times;
}

interface BenchResult {
  thumbnails: number;
  rerender: number;
  gridToFrame: number;
  elementThumbnails: number;
  elementRerender: number;
}

declare global {
  interface Window {
    runBench: () => Promise<BenchResult>;
  }
}

window.runBench = async () => {
  await loadIcons([...new Set(cards.flatMap((card) => layoutCard(card).icons))]);
  measureThumbnails(3);
  measureRerender(20);
  const thumbnails = median(measureThumbnails(15));
  const rerender = median(measureRerender(101));
  // The first run loads the element's icons; the runs measured find them cached.
  await measureElementThumbnails(3);
  await measureElementRerender(20);
  const elementThumbnails = median(await measureElementThumbnails(15));
  const elementRerender = median(await measureElementRerender(101));
  await measureGridToFrame(3);
  const gridToFrame = median(await measureGridToFrame(15));
  return { thumbnails, rerender, gridToFrame, elementThumbnails, elementRerender };
};
