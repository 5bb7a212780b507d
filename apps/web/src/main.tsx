import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isKeptOffline } from './features/matches/api/match-calls';
import { startOfflineCache } from './lib/offline-cache';
import { queryClient } from './lib/query-client';
import './styles.css';

// the last visit's next match and match list, before the first render (issue 20 item 7)
startOfflineCache(queryClient, { keep: isKeptOffline });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
