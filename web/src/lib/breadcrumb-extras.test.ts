import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useBreadcrumbExtras, useCrumbTitle, useExportApiSettings } from './breadcrumb-extras';

describe('what screens add to the breadcrumb bar', () => {
  it('names a step while the screen is shown, and forgets it after', () => {
    const bar = renderHook(() => useBreadcrumbExtras());
    const screen = renderHook(({ title }) => useCrumbTitle('/applications/addresscleanse/file/7', title), {
      initialProps: { title: undefined as string | undefined },
    });
    expect(bar.result.current.titles.size).toBe(0);
    screen.rerender({ title: 'march.csv' });
    expect(bar.result.current.titles.get('/applications/addresscleanse/file/7')).toBe('march.csv');
    screen.unmount();
    expect(bar.result.current.titles.has('/applications/addresscleanse/file/7')).toBe(false);
  });

  it('offers Export settings for API only while a screen gives it an action', () => {
    const bar = renderHook(() => useBreadcrumbExtras());
    const action = () => {};
    const screen = renderHook(({ given }) => useExportApiSettings(given), { initialProps: { given: null as (() => void) | null } });
    expect(bar.result.current.exportApiSettings).toBeNull();
    screen.rerender({ given: action });
    expect(bar.result.current.exportApiSettings).toBe(action);
    screen.unmount();
    expect(bar.result.current.exportApiSettings).toBeNull();
  });
});
