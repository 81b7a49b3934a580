import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { i18next } from './i18n/i18n';
import { Routes } from './Routes';
import { clearCacheOnSessionChange } from './session/sessionQueryCache';
import { followStoredSession } from './session/followStoredSession';
import { workspaceStore } from './session/state';

// The API client does its own retrying (status 0 only, never POST), so queries do not retry.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } } });
clearCacheOnSessionChange(workspaceStore, queryClient);
followStoredSession(workspaceStore);

/** The workspace: the same app in the side panel, a full tab and (later) the plugin frame. */
export function App() {
  return (
    <I18nextProvider i18n={i18next}>
      <JotaiProvider store={workspaceStore}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider defaultColorScheme="light">
            <Routes />
          </MantineProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
