import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@vigia/layout';
import { ApiEventsBridge } from './api-events-bridge';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppProviders router={BrowserRouter}>
      <ApiEventsBridge />
      <AppRoutes />
    </AppProviders>
  );
}
