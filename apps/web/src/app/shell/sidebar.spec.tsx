import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MENU_COMPLETO } from '@registro/contracts';
import { Sidebar } from './sidebar';

function mostraSidebar(percorso: string) {
  const router = createMemoryRouter([{ path: '*', element: <Sidebar menu={MENU_COMPLETO} /> }], { initialEntries: [percorso] });
  render(<RouterProvider router={router} />);
}

describe('Sidebar', () => {
  it('builds nested groups from the menu and opens the one holding the route at 42 px per child', () => {
    mostraSidebar('/gruppi/view/1');
    const amministrazione = MENU_COMPLETO.find((v) => v.routeId === 'amministrazione')!;
    expect(screen.getByTestId('sottomenu-amministrazione').style.height).toBe(`${amministrazione.children!.length * 42}px`);
    expect(screen.getByTestId('sottomenu-demo').style.height).toBe('0px');
    expect(screen.getByRole('link', { name: 'Gruppi' }).className).toContain('attiva');
    expect(screen.getByRole('link', { name: 'Utenti' }).className).not.toContain('attiva');
  });

  it('opens and closes a group on click', () => {
    mostraSidebar('/home');
    const demo = screen.getByRole('button', { name: /Demo/ });
    expect(demo.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(demo);
    expect(screen.getByTestId('sottomenu-demo').style.height).toBe(`${3 * 42}px`);
    fireEvent.click(demo);
    expect(screen.getByTestId('sottomenu-demo').style.height).toBe('0px');
  });
});
