import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider, appQueryClient } from '@vigia/api-client/query';
import { AppProviders } from '@vigia/layout';
import { ApiEventsBridge } from './api-events-bridge';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <AppProviders router={BrowserRouter}>
        <ApiEventsBridge />
        <AppRoutes />
      </AppProviders>
    </QueryClientProvider>
  );
}
