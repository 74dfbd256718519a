import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

afterEach(cleanup);

/** Items with a Delete button each, opening one controlled dialog (no DialogTrigger), like the history page. */
function Items({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <main>
      <h1>Things</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <a href={`#${item}`}>{item}</a>
            <button onClick={() => setDeleting(item)}>Delete {item}</button>
          </li>
        ))}
      </ul>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogTitle>Delete {deleting}?</DialogTitle>
          <DialogDescription>It goes for good.</DialogDescription>
          {/* A field that takes focus itself as the dialog opens (Radix then skips its own auto-focus). */}
          <input aria-label="Reason" autoFocus />
          <button
            onClick={() => {
              setDeleting(null);
              // The list refetches after the dialog has closed.
              setTimeout(() => setItems((all) => all.filter((i) => i !== deleting)), 20);
            }}
          >
            Confirm
          </button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('DialogContent focus return', () => {
  it('returns focus to the button that opened a controlled dialog', async () => {
    const user = userEvent.setup();
    render(<Items initial={['a', 'b']} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete a' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete a?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete a' })).toHaveFocus();
  });

  it('after the item is deleted, focuses the same control of the next item, else the previous, else the heading', async () => {
    const user = userEvent.setup();
    render(<Items initial={['a', 'b']} />);
    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete a' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete b' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus());
  });
});
