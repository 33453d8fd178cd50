// A React 19 app embedding `<stampcard-card-preview>` beside the React `CardPreview`, both from
// the package's build: the element loaded from its own URL (see pageServer.ts), the component
// bundled. Buttons change the stamps (React state) and the containers' width.
import { StrictMode, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CardPreview, setIconBase, type LoyaltyCard } from '@stampcard/card-preview';
import '@stampcard/card-preview/element';
import type { CardRenderDetail } from '@stampcard/card-preview/element';

// The component is bundled into this page's script: it is told where the icon files are served.
// The element finds them beside its own module.
setIconBase('/dist/icons/');

window.cardEvents = [];

const card: LoyaltyCard = {
  name: 'Embedded card',
  configuration: {
    totalNoOfStamps: 9,
    itemsPerRow: 3,
    stampIcon: 's-star',
    rewards: [{ trigger: 9, isIcon: true, icon: 's-gift' }],
  },
};

function recordRender(event: Event) {
  const { detail } = event as CustomEvent<CardRenderDetail>;
  window.cardEvents.push({ id: 'element', type: 'render', ...detail });
}

function App() {
  const [stamps, setStamps] = useState(3);
  const [width, setWidth] = useState(320);
  return (
    <main>
      <h1>A React app embedding the card preview element</h1>
      <p>
        <button type="button" onClick={() => setStamps((current) => current + 1)}>
          Add a stamp
        </button>{' '}
        <button type="button" onClick={() => setWidth((current) => (current === 320 ? 240 : 320))}>
          Resize
        </button>
      </p>
      <div id="element" style={{ width }}>
        {/* React 19 sets `card` and `stamps` as the element's properties and listens to `render`. */}
        {createElement('stampcard-card-preview', { card, stamps, onrender: recordRender })}
      </div>
      <div id="component" style={{ width, marginTop: 24 }}>
        <CardPreview card={card} stamps={stamps} />
      </div>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
