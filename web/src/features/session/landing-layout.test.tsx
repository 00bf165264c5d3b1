import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as LandingLayout } from './landing-layout';

function renderLanding(at: string) {
  const router = createMemoryRouter(
    [
      {
        element: <LandingLayout />,
        children: [
          { path: '/login', element: <p>The login form</p> },
          { path: '/register', element: <p>The registration form</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tab = (name: string) => screen.getByRole('link', { name });

describe('the landing card', { timeout: 20_000 }, () => {
  it('marks the page shown as the current tab, and links the other keeping the query', () => {
    renderLanding('/login?invitation=abc');
    expect(screen.getByText('The login form')).toBeTruthy();
    expect(tab('Log In').getAttribute('aria-current')).toBe('page');
    expect(tab('Register').getAttribute('aria-current')).toBeNull();
    expect(tab('Register').getAttribute('href')).toBe('/register?invitation=abc');
  });

  it('moves to Register and back from the keyboard', async () => {
    const user = userEvent.setup();
    const router = renderLanding('/login');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(tab('Register'));
    await user.keyboard('{Enter}');
    await screen.findByText('The registration form');
    expect(tab('Register').getAttribute('aria-current')).toBe('page');
    expect(router.state.location.pathname).toBe('/register');

    await user.click(tab('Log In'));
    await screen.findByText('The login form');
    expect(tab('Log In').getAttribute('aria-current')).toBe('page');
  });

  it('names each page with exactly one level-1 heading, which follows the tab', async () => {
    const user = userEvent.setup();
    renderLanding('/login');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Log in to the Data Portal']);
    await user.click(tab('Register'));
    await screen.findByText('The registration form');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Register for the Data Portal']);
  });
});
