import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { App as AntApp, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';
import { Toaster } from './toast/Toaster';

export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </AntApp>
      </ConfigProvider>
    </ApolloProvider>
  );
}
