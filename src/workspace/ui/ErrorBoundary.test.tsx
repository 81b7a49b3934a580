// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

// jsdom has no matchMedia; Mantine's provider asks it for the colour scheme.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render failed');
  return <p>content</p>;
}

const renderBoundary = (resetKey = 'a') =>
  render(
    <MantineProvider>
      <ErrorBoundary message="This part of the page could not be shown." retryLabel="Try again" resetKey={resetKey}>
        <Fragile />
      </ErrorBoundary>
    </MantineProvider>,
  );

afterEach(() => {
  cleanup();
  shouldThrow = true;
});

describe('ErrorBoundary', () => {
  it('shows the error state instead of a blank screen when a part throws, and retries', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary();
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be shown.');
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('clears the error when its reset key changes (another route)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderBoundary('a');
    expect(screen.queryByRole('alert')).not.toBeNull();
    shouldThrow = false;
    view.rerender(
      <MantineProvider>
        <ErrorBoundary message="This part of the page could not be shown." retryLabel="Try again" resetKey="b">
          <Fragile />
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('content')).toBeTruthy();
  });
});
