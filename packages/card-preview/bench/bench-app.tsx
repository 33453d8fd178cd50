// Measured in headless Chromium by bench/run.mjs: mounting 100 thumbnails, and re-rendering
// one full preview after a configuration change. Uses the package's build (dist/).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  CardPreview,
  THUMBNAIL_SIZE,
  createDefaultCard,
  previewWidth,
  type LoyaltyCard,
} from '@stampcard/card-preview';

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

function measureRerender(runs: number): number[] {
  const host = document.createElement('div');
  host.style.width = '600px';
  document.body.append(host);
  const root = createRoot(host);
  let card = { ...base, configuration: { ...base.configuration, titleDisplay: true } };
  flushSync(() => root.render(<CardPreview card={card} />));
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    card = {
      ...card,
      configuration: {
        ...card.configuration,
        backgroundColour: run % 2 ? '#3E4AD8' : '#1E6B34',
        title: `Title ${run}`,
      },
    };
    const started = performance.now();
    flushSync(() => root.render(<CardPreview card={card} />));
    host.getBoundingClientRect();
    times.push(performance.now() - started);
  }
  root.unmount();
  host.remove();
  return times;
}

declare global {
  interface Window {
    runBench: () => { thumbnails: number; rerender: number };
  }
}

window.runBench = () => {
  measureThumbnails(3);
  measureRerender(20);
  return { thumbnails: median(measureThumbnails(15)), rerender: median(measureRerender(101)) };
};
