import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { renderWithTheme } from './renderWithTheme';

function Page({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Withdraw</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Withdraw from event?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep my place
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              Withdraw now
            </Button>
          </>
        }
      >
        You can sign up again while there are spots.
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title and moves focus in', async () => {
    renderWithTheme(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from event?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('You can sign up again while there are spots.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves focus to the control marked data-autofocus', () => {
    renderWithTheme(
      <Dialog
        open
        onClose={() => {}}
        title="Incoming call"
        actions={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button data-autofocus>Accept</Button>
          </>
        }
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithTheme(<Page />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and its actions', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<Page onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    renderWithTheme(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Withdraw now' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('asks the parent once per request and stays open until the parent closes it', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Dialog open onClose={onClose} title="Notice">
        Text
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    // A browser may send both a keydown and a cancel event for one press of Escape.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog).toHaveAttribute('open');
  });
});
