import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeGateway, renderWithClient } from '../../components/user-permissions/test-support';
import { OwnSettingsHint } from './own-settings-hint';

interface Node {
  __typename: 'Group';
  id: string;
  isOwner: boolean;
  children: Node[];
}

const group = (id: string, isOwner: boolean, children: Node[] = []): Node => ({ __typename: 'Group', id, isOwner, children });

/** The hint for a user whose groups are `myGroups`, once it shows. */
async function hintFor(myGroups: Node[]): Promise<HTMLElement> {
  const gateway = fakeGateway(() => ({ data: { myGroups } }));
  renderWithClient(<OwnSettingsHint />, gateway.client);
  return screen.findByText(/^To /);
}

// The first render builds MUI's styles, which a busy machine does slowly.
describe('the hint under your own details, where the account in use is not yours', { timeout: 60_000 }, () => {
  it('tells a member who owns nothing to contact support, and how to change the password, not to Change Account', async () => {
    // member@acme.example: a member of Acme's account, owner of nothing. No owner may change their
    // details (only they and the provider's staff), so the hint names the portal's support contact.
    const hint = await hintFor([group('1', false, [group('2', false, [group('3', false)])])]);
    expect(hint.textContent).toBe(
      'To change your details, contact support at support@dataportal.example. To change your password, reset it with a code sent to you by e-mail.',
    );
    expect(screen.getByRole('link', { name: 'support@dataportal.example' }).getAttribute('href')).toBe('mailto:support@dataportal.example');
    expect(screen.queryByText(/owner/)).toBeNull();
    expect(screen.getByRole('link', { name: 'reset it with a code sent to you by e-mail' }).getAttribute('href')).toBe('/resetpassword');
    expect(screen.queryByText(/Change Account/)).toBeNull();
  });

  it.each([
    ['an account of their own beside the one in use', [group('1', false, [group('2', false)]), group('10', true, [group('11', true)])]],
    ['only an account deep in the tree', [group('1', false, [group('2', false, [group('3', true)])])]],
  ])('sends someone who owns %s to Change Account', async (_case, myGroups) => {
    const hint = await hintFor(myGroups);
    expect(hint.textContent).toBe('To edit your details or change your password, choose an account you own with Change Account.');
  });
});
