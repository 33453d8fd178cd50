// Another React app embedding the published build (dist/), bundled by esbuild for the e2e test.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The package's own name: bundlers resolve it through package.json "exports" to dist/.
import { CardPreview, createDefaultCard } from '@stampcard/card-preview';
import '../src/icons.css';

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
