import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IS_DEMO } from './config';

/** In demo mode the embedded API (MSW) starts before the first render. */
const start = async () => {
  if (IS_DEMO) {
    const { startDemoApi } = await import('./demo/browser');
    await startDemoApi();
  }
  const { default: App } = await import('./App');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
