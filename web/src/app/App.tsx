import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';
import { Toaster } from './toast/Toaster';

export function App({ client }: { client: ApolloClient }) {
  // A data router, so screens can hold navigation while they have unsaved work (useBlocker).
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <RouterProvider router={router} />
          <Toaster />
        </AntApp>
      </ConfigProvider>
    </ApolloProvider>
  );
}
