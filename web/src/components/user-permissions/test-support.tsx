import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
export { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';

// For tests of the permissions editor and the screens that hold it: a client whose requests go
// to a function instead of a gateway.

export function renderWithClient(ui: ReactNode, client: ApolloClient) {
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}

/** A setting as the gateway answers it (the UserPermissionsEditor_setting fragment, with __typename). */
export interface FakeSetting {
  __typename: 'UserPermission';
  permissionId: string;
  userId: string;
  name: string;
  enabled: boolean;
  permission: { __typename: 'Permission'; id: string; refId: string; description: string | null; admin: boolean; isNotification: boolean };
  children: FakeSetting[];
}

export function setting(
  permissionId: string,
  name: string,
  enabled: boolean,
  flags: { refId?: string; description?: string; admin?: boolean; isNotification?: boolean } = {},
  children: FakeSetting[] = [],
): FakeSetting {
  return {
    __typename: 'UserPermission',
    permissionId,
    userId: '1',
    name,
    enabled,
    permission: {
      __typename: 'Permission',
      id: permissionId,
      refId: flags.refId ?? name.toUpperCase().replace(/\W+/g, '_'),
      description: flags.description ?? null,
      admin: flags.admin ?? false,
      isNotification: flags.isNotification ?? !flags.admin,
    },
    children,
  };
}
