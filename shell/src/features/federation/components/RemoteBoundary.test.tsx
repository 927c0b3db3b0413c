import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { errorHistory, clearErrorHistory } from '@skiclub/shared/errors';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel, REMOTE_UNAVAILABLE } from './RemoteErrorPanel';

function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new Error('uzak modül patladı');
  return <p>uzak içerik</p>;
}

describe('remote area failure handling', () => {
  it('shows the Turkish panel for a remote that throws while rendering; Tekrar Dene renders again', async () => {
    clearErrorHistory();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Host() {
      const [broken, setBroken] = useState(true);
      return (
        <>
          <header>başlık</header>
          <RemoteBoundary
            fallback={(reset) => (
              <RemoteErrorPanel
                onRetry={() => {
                  setBroken(false);
                  reset();
                }}
              />
            )}
          >
            <Flaky broken={broken} />
          </RemoteBoundary>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('başlık')).toBeInTheDocument();
    expect(errorHistory().at(-1)?.message).toBe('uzak modül patladı');
    await userEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(screen.getByText('uzak içerik')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE)).not.toBeInTheDocument();
    spy.mockRestore();
  });
});
