import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@vigia/auth';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider } from '@vigia/i18n';
import { ApiEventsBridge } from './api-events-bridge';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <I18nProvider>
      <DesignSystemProvider>
        <BrowserRouter>
          <AuthProvider>
            <ApiEventsBridge />
            <AppRoutes />
          </AuthProvider>
        </BrowserRouter>
      </DesignSystemProvider>
    </I18nProvider>
  );
}
