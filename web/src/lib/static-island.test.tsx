import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BuildRenderContext } from './prerendered';
import { StaticIsland } from './static-island';

function routesWith(island: React.ReactNode): RouteObject[] {
  return [
    { path: '/', element: <div data-testid="page">{island}</div> },
    { path: '/next', element: <p>Next page</p> },
  ];
}

const island = (
  <StaticIsland>
    <section>
      <h2>Features</h2>
      <a href="/next">Read on</a>
    </section>
  </StaticIsland>
);

beforeAll(() => {
  // hydrateRoot is called directly here, outside Testing Library's render.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('StaticIsland', () => {
  it('writes its children when the build renders the page', () => {
    const router = createMemoryRouter(routesWith(island));
    const html = renderToString(
      <BuildRenderContext value>
        <RouterProvider router={router} />
      </BuildRenderContext>,
    );
    expect(html).toContain('<h2>Features</h2>');
  });

  it('keeps the built markup as it is while hydrating, and its links navigate inside the app', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <BuildRenderContext value>
        <RouterProvider router={createMemoryRouter(routesWith(island))} />
      </BuildRenderContext>,
    );
    document.body.append(container);
    const heading = container.querySelector('h2');
    const router = createMemoryRouter(routesWith(island));
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });

    expect(container.querySelector('h2')).toBe(heading);
    // React marks every node it hydrates with its fiber; the kept markup was never walked.
    expect(Object.keys(heading ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(false);
    expect(
      Object.keys(container.querySelector('[data-testid="page"]') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    ).toBe(true);

    await act(async () => {
      container.querySelector('a')?.click();
    });
    expect(router.state.location.pathname).toBe('/next');
    expect(container.textContent).toContain('Next page');
  });

  it('renders its children when the page is rendered in the browser from scratch', () => {
    render(<RouterProvider router={createMemoryRouter(routesWith(island))} />);
    expect(screen.getByRole('heading', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read on' })).toHaveAttribute('href', '/next');
  });
});
