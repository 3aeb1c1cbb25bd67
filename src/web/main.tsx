import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadFirstPage } from './app/router';
import { startLanguage } from './lib/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The shell's texts in the player's language come first, then the first page's code and texts in it, so
// the first paint is already whole and in the player's language.
const root = createRoot(container);
void startLanguage()
  .then(preloadFirstPage)
  .catch(() => undefined)
  .finally(() => {
    root.render(
      <StrictMode>
        <AppRouter />
      </StrictMode>,
    );
  });
