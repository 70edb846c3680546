// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteLocalData } from '../../components/DeleteLocalData';

afterEach(cleanup);

describe('"Delete all local data" in the options', () => {
  it('asks first, saying what goes and that saved conversations stay; Cancel deletes nothing', async () => {
    const deleteAll = vi.fn(async () => undefined);
    render(<DeleteLocalData deleteAll={deleteAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete all local data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete all local data?' });
    expect(dialog.textContent).toContain('the History list');
    expect(dialog.textContent).toContain('Conversations saved on the service are not deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleteAll).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete all local data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(deleteAll).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Everything Sidecue kept in this browser was deleted.',
    );
  });

  it('says so when the deletion failed', async () => {
    render(<DeleteLocalData deleteAll={async () => Promise.reject(new Error('no answer'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete all local data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing could be deleted');
  });
});
