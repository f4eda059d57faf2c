import type { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { theme } from '../app/theme';
import { ToastHost } from '../app/toast/ToastHost';
import { MockedProvider } from './MockedProvider';

/** Renders UI the way the app does (router, antd, Apollo mocks, toasts) at a given path. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', mocks = [] }: { path?: string; mocks?: ReadonlyArray<MockLink.MockedResponse> } = {},
): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  // The app's router is the browser's; code that reads window.location (the sign-in return path)
  // sees the screen's path here too.
  const followRouter = () => {
    const { pathname, search } = router.state.location;
    window.history.replaceState(null, '', pathname + search);
  };
  followRouter();
  router.subscribe(followRouter);
  return render(
    <MockedProvider mocks={mocks}>
      <ConfigProvider theme={theme}>
        <ToastHost>
          <RouterProvider router={router} />
        </ToastHost>
      </ConfigProvider>
    </MockedProvider>,
  );
}
