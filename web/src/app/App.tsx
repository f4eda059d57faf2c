import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';
import { ToastHost } from './toast/ToastHost';

export function App({ client }: { client: ApolloClient }) {
  // A data router, so screens can hold navigation while they have unsaved work (useBlocker).
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={theme}>
        <ToastHost>
          <RouterProvider router={router} />
        </ToastHost>
      </ConfigProvider>
    </ApolloProvider>
  );
}
