import { type Environment, resolveEnvironment } from '@portal/shared';
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  type UserCredential,
} from 'firebase/auth';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: 'app' })) }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({ name: 'auth' })),
  connectAuthEmulator: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(),
}));

const local = resolveEnvironment({ protocol: 'http:', hostname: 'localhost' });
const production = resolveEnvironment({ protocol: 'https:', hostname: 'login.example.org' });

function freshModule(): typeof import('./firebaseAuth') {
  let loaded: typeof import('./firebaseAuth') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./firebaseAuth')>('./firebaseAuth');
  });
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

beforeEach(() => jest.clearAllMocks());

describe('firebaseAuth', () => {
  it('uses the local emulator once, without its warning banner', () => {
    const { firebaseAuth } = freshModule();
    const auth = firebaseAuth(local);
    firebaseAuth(local);
    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(initializeApp).toHaveBeenCalledWith(local.firebase);
    expect(getAuth).toHaveBeenCalledWith({ name: 'app' });
    expect(connectAuthEmulator).toHaveBeenCalledTimes(1);
    expect(connectAuthEmulator).toHaveBeenCalledWith(auth, 'http://localhost:9099', {
      disableWarnings: true,
    });
  });

  it('does not use an emulator where the environment has none', () => {
    const { firebaseAuth } = freshModule();
    firebaseAuth(production as Environment);
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('signs in and returns the ID token', async () => {
    const { signInForIdToken } = freshModule();
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({
      user: { getIdToken: async () => 'id-token' },
    } as unknown as UserCredential);
    await expect(signInForIdToken(local, 'ann@example.org', 'pw')).resolves.toBe('id-token');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(
      { name: 'auth' },
      'ann@example.org',
      'pw',
    );
  });

  it('signs out quietly even when Firebase fails', async () => {
    const { signOutOfFirebase } = freshModule();
    jest.mocked(signOut).mockRejectedValue(new Error('offline'));
    await expect(signOutOfFirebase(local)).resolves.toBeUndefined();
    expect(signOut).toHaveBeenCalledWith({ name: 'auth' });
  });
});
