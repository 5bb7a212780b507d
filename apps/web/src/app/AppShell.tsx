import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { isKeptOffline } from '../features/matches/api/match-calls';
import { startOfflineCache } from '../lib/offline-cache';
import { queryClient } from '../lib/query-client';
import { AntdProvider } from '../components/AntdProvider';

// Every route but /login sits under this shell: antd's theme and the query client load with it, so the login page
// does not wait for them (issue 22, docs/decisions/0044).

// the last visit's next match and match list, before the shell's first render (issue 20 item 7)
startOfflineCache(queryClient, { keep: isKeptOffline });

export function AppShell() {
  return (
    <AntdProvider>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </AntdProvider>
  );
}
