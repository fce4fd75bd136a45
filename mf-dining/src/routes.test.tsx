import { AreaProviders, createPortalStore, setPortalAreas } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router';
import { area } from './area';
import { routes } from './routes';

// Page titles come from the area's own definition, as in the portal.
beforeAll(() => setPortalAreas([area]));
afterAll(() => setPortalAreas([]));

function Area() {
  return useRoutes(routes);
}

/** The area's routes under /dining, as the shell adds them to its router; useRoutes here. */
function renderAt(path: string) {
  return render(
    <AreaProviders store={createPortalStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dining/*" element={<Area />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AreaProviders>,
  );
}

describe('dining routes', () => {
  it.each([
    ['/dining/restaurant', 'Dining'],
    ['/dining/restaurant/r1', 'Menus'],
    ['/dining/restaurant/r1/m1', 'Menu'],
    ['/dining/info/Menu', 'Dining Info'],
    ['/dining/info/Menu/all', 'All Dining Info'],
  ])('%s shows its screen titled %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends an unknown path home (spec 2)', async () => {
    renderAt('/dining/nowhere/at/all');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
