import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@skiclub/shared/session';
import { MyCampsPanel } from './MyCampsPanel';

describe('MyCampsPanel signed out (member spec §2)', () => {
  it('asks to sign in, with links to /giris (back to /kamplarim) and /kayit', () => {
    sessionStore.getState().clear();
    render(
      <MemoryRouter initialEntries={['/kamplarim']}>
        <MyCampsPanel />
      </MemoryRouter>,
    );
    expect(screen.getByText('Kamplarınızı görüntülemek için giriş yapmalısınız')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/giris?redirect=%2Fkamplarim');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/kayit');
  });
});
