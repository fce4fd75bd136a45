import { mockApi, renderAt, storeWith, testUser } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeCommunity } from '../lib/communityChange';
import { SettingsSection } from './SettingsSection';

jest.mock('../lib/communityChange', () => ({ changeCommunity: jest.fn() }));

describe('SettingsSection', () => {
  it('covers the portal with the loading overlay while a community change reloads it', async () => {
    mockApi({});
    const user = testUser({
      communities: [
        { _id: 'c1', name: 'Willow Creek' },
        { _id: 'c2', name: 'Maple Grove' },
      ],
    });
    renderAt('/profile', <SettingsSection user={user} />, '/profile', await storeWith(user));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Community' }), 'c2');
    await userEvent.click(screen.getByRole('button', { name: 'Change community' }));
    expect(changeCommunity).toHaveBeenCalledWith('c2');
    const overlay = screen.getByRole('dialog', { name: 'Changing to Maple Grove…' });
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toContainElement(
      screen.getByRole('status', { name: 'Changing to Maple Grove…' }),
    );
  });
});
