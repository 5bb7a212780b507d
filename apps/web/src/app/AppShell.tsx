import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { OFFLINE_LIMITS, isKeptOffline } from '../features/matches/api/match-calls';
import { startOfflineCache } from '../lib/offline-cache';
import { queryClient } from '../lib/query-client';

// Every route but /login sits under this shell: the query client loads with it, so the login page does not wait for
// it (docs/decisions/0044). antd's theme is not here: the home page and the menu layout draw without antd,
// and the pages that use it sit under app/AntdArea.tsx (docs/decisions/0047).

// the last visit's next match, match list and last match details, before the shell's first render
// (docs/decisions/0039, 0083)
startOfflineCache(queryClient, { keep: isKeptOffline, limits: OFFLINE_LIMITS });

export function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
