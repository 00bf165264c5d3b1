import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavigationProgress } from './navigation-progress';

describe('the navigation bar of the signed-in frame', { timeout: 20_000 }, () => {
  it('shows while the next screen loads, and goes once it has', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const loaded = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const frame = (screenText: string) => (
      <>
        <NavigationProgress />
        <Link to="/usage">Usage</Link>
        <p>{screenText}</p>
      </>
    );
    const router = createMemoryRouter(
      [
        { path: '/home', element: frame('Home screen') },
        { path: '/usage', loader: () => loaded, element: frame('Usage screen') },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Usage' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    expect(screen.getByText('Home screen')).toBeTruthy();

    arrive();
    await screen.findByText('Usage screen');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
