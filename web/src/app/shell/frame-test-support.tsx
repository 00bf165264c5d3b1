import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionUser } from '../../lib/session/session-user';
import { fakeGateway, type FakeAnswer, type FakeRequest } from '../../features/applications/test-support';
import { SignedInLayout } from '../signed-in-layout';

export { sessionUser } from '../../test/session-user';

/** A group as the Shell query answers it, children included. */
export interface ShellNode {
  id: string;
  name: string;
  type: 'partner' | 'organisation' | 'account';
  parentId?: string | null;
  parentName?: string | null;
  subtype?: 'referrer' | 'corporate' | null;
  isOwner?: boolean;
  isMember?: boolean;
  children?: ShellNode[];
}

/** The answer's shape for one group, with the flags a test leaves out set to false. */
export function shellGroup(node: ShellNode): Record<string, unknown> {
  return {
    __typename: 'Group',
    id: node.id,
    parentId: node.parentId ?? null,
    parentName: node.parentName ?? null,
    name: node.name,
    type: node.type,
    subtype: node.subtype ?? null,
    territory: 'uk',
    isOwner: node.isOwner ?? false,
    isMember: node.isMember ?? false,
    isManager: false,
    pendingOwnership: false,
    children: (node.children ?? []).map((child) => shellGroup({ ...child, parentId: child.parentId ?? node.id, parentName: child.parentName ?? node.name })),
  };
}

/**
 * The signed-in frame at /home (with `search`, if any) for `user`, with `home` as the screen and every request answered by
 * `answer`; the session is signed in first, as the frame reads it from the session store.
 */
export function renderFrame(
  user: SessionUser,
  answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  home: ReactNode = <p>Home screen</p>,
  search = '',
) {
  sessionStore.signIn(user);
  const gateway = fakeGateway(answer);
  const view = render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { element: <SignedInLayout client={gateway.client} />, children: [{ path: '/home', element: home }] },
          { path: '/login', element: <p>Login page</p> },
        ],
        { initialEntries: [`/home${search}`] },
      )}
    />,
  );
  return { ...gateway, view };
}
