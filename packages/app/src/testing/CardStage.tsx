/**
 * For the stories of a part of a page (a card, the Export CSV button): it alone with what it needs
 * around it — the app's services (a signed-in administrator, the API client msw answers), a router
 * (mutations reload through it) and the toasts. Pages' stories use the whole app instead
 * (`appStory`).
 */
import { ToastProvider } from '@stampcard/ui/Toast';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import styled from 'styled-components';
import { AppContextProvider, routerContextOf } from '#app/lib/appContext';
import { renderRouterLink } from '#app/lib/page';
import { createFakeAuthService, createTestContext, demoUsers } from './index';

/** The card of the story, read by the router's one route. */
const StageContent = createContext<ReactNode>(null);

const Stage = styled.div`
  width: 560px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

function StageRoute() {
  return (
    <ToastProvider renderLink={renderRouterLink}>
      <Stage>{useContext(StageContent)}</Stage>
    </ToastProvider>
  );
}

/** A card of a user's page on its own, inside the app's services, a router and the toasts. */
export function CardStage({ children }: { readonly children: ReactNode }) {
  const [stage] = useState(() => {
    const context = createTestContext(createFakeAuthService({ user: demoUsers.administrator }));
    const router = createMemoryRouter([{ path: '*', Component: StageRoute }], {
      getContext: routerContextOf(context),
    });
    return { context, router };
  });
  return (
    <AppContextProvider value={stage.context}>
      <StageContent value={children}>
        <RouterProvider router={stage.router} />
      </StageContent>
    </AppContextProvider>
  );
}
