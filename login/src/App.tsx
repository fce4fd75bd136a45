import {
  defaultTheme,
  GlobalStyle,
  makeStyledTheme,
  resolveEnvironment,
  strings,
} from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { shellSessionUrl } from './auth/shellSessionUrl';
import { AuthLayout } from './components/AuthLayout';
import type { Notice } from './notice';
import { ForgotPassword } from './screens/ForgotPassword/ForgotPassword';
import { SignIn } from './screens/SignIn/SignIn';
import { readDarkSetting } from './settings/darkSetting';

type Screen =
  | { name: 'signIn'; email: string; notice?: Notice; moved: boolean }
  | { name: 'forgotPassword'; email: string };

const TITLES: Record<Screen['name'], string> = {
  signIn: 'Sign in — Community Portal',
  forgotPassword: 'Reset your password — Community Portal',
};

/** Why the shell sent the person here: `?signedOut=1` or `?expired=1`. */
function arrivalNotice(search: string): Notice | undefined {
  const query = new URLSearchParams(search);
  if (query.get('expired') === '1') return { severity: 'info', text: strings.sessionExpired };
  if (query.get('signedOut') === '1') return { severity: 'info', text: strings.signedOut };
  return undefined;
}

export interface AppProps {
  /** Leaves for the shell; replaces this page in the history so Back does not return here. */
  navigate?: (url: string) => void;
}

export function App({ navigate = (url) => window.location.replace(url) }: AppProps) {
  const env = useMemo(() => resolveEnvironment(), []);
  const theme = useMemo(() => makeStyledTheme(defaultTheme, readDarkSetting()), []);
  const [arrival] = useState(() => arrivalNotice(window.location.search));
  const [screen, setScreen] = useState<Screen>({
    name: 'signIn',
    email: '',
    notice: arrival,
    moved: false,
  });

  useEffect(() => {
    // Fetch Firebase once the screen is up; sign out of it when the shell sent the person here.
    import('./auth/firebaseAuth')
      .then(({ signOutOfFirebase }) => (arrival ? signOutOfFirebase(env) : undefined))
      .catch(() => {
        // Offline: signing in loads it again and says so if it still fails.
      });
  }, [arrival, env]);

  useEffect(() => {
    document.title = TITLES[screen.name];
  }, [screen.name]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AuthLayout>
        {screen.name === 'signIn' ? (
          <SignIn
            key="signIn"
            env={env}
            initialEmail={screen.email}
            notice={screen.notice}
            focusHeading={screen.moved}
            onForgotPassword={(email) => setScreen({ name: 'forgotPassword', email })}
            onSignedIn={(session) =>
              navigate(shellSessionUrl(env, session, window.location.search))
            }
          />
        ) : (
          <ForgotPassword
            key="forgotPassword"
            env={env}
            initialEmail={screen.email}
            focusHeading
            onDone={(email) =>
              setScreen({
                name: 'signIn',
                email,
                notice: { severity: 'success', text: strings.passwordResetDone },
                moved: true,
              })
            }
            onCancel={(email) => setScreen({ name: 'signIn', email, moved: true })}
          />
        )}
      </AuthLayout>
    </ThemeProvider>
  );
}
