import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { theme } from '../app/theme';
import { Toaster } from '../app/toast/Toaster';

/** Renders UI the way the app does (router, antd, Apollo mocks, toasts) at a given path. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', mocks = [] }: { path?: string; mocks?: ReadonlyArray<MockLink.MockedResponse> } = {},
): RenderResult {
  return render(
    <MockedProvider mocks={mocks}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })}
          />
          <Toaster />
        </AntApp>
      </ConfigProvider>
    </MockedProvider>,
  );
}
