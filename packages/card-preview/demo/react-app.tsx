// Another React app embedding the published build (dist/), for a person to open: `node demo/build.mjs`
// bundles it into build/ (serve the package's folder and open demo/react.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The package's own name: bundlers resolve it through package.json "exports" to dist/.
import { CardPreview, createDefaultCard, setIconBase } from '@stampcard/card-preview';

// The component is bundled into build/: it is told where the package's icon files are.
setIconBase(new URL('../dist/icons/', document.baseURI).href);

const card = createDefaultCard({ storeID: 1 });

function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 320, margin: '2rem auto' }}>
      <h1>A React app embedding the card</h1>
      <CardPreview card={{ ...card, name: 'Embedded card' }} stamps={2} />
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
