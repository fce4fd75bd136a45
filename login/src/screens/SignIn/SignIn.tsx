import {
  Banner,
  Button,
  Checkbox,
  type Environment,
  PageHeader,
  type StoredSession,
  TextField,
  tokens,
  VisuallyHidden,
  validateEmail,
  validatePassword,
} from '@portal/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { authErrorMessage } from '../../auth/authErrorMessage';
import { exchangeIdToken } from '../../auth/portalAuthApi';
import type { Notice } from '../../notice';

export interface SignInProps {
  env: Environment;
  initialEmail?: string;
  notice?: Notice;
  /** Move focus to the title (when arriving from another screen). */
  focusHeading?: boolean;
  onForgotPassword: (email: string) => void;
  /** Called with the portal session token; the app then hands it to the shell. */
  onSignedIn: (session: StoredSession) => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const Links = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${tokens.space.md};
`;

function validate(email: string, password: string) {
  return { email: validateEmail(email), password: validatePassword(password) };
}

/** Sign in with email and password (Firebase), then trade the ID token for a portal session. */
export function SignIn({
  env,
  initialEmail = '',
  notice,
  focusHeading = false,
  onForgotPassword,
  onSignedIn,
}: SignInProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  // Messages appear after the first try, then follow what is typed.
  const errors: Partial<ReturnType<typeof validate>> = submitted ? validate(email, password) : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(email, password);
    flushSync(() => {
      setSubmitted(true);
      setFailure(undefined);
    });
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    const address = email.trim();
    setBusy(true);
    try {
      // Firebase is loaded apart from the first screen (the app starts fetching it after paint).
      const { signInForIdToken, signOutOfFirebase } = await import('../../auth/firebaseAuth');
      const idToken = await signInForIdToken(env, address, password);
      let session: StoredSession;
      try {
        session = await exchangeIdToken(env.apiOrigin, idToken);
      } catch (error) {
        await signOutOfFirebase(env);
        throw error;
      }
      onSignedIn(session);
    } catch (error) {
      setFailure(authErrorMessage(error, 'signIn', address));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Sign in"
        subtitle="Welcome to your community portal."
        headingRef={headingRef}
      />
      {notice && <Banner severity={notice.severity}>{notice.text}</Banner>}
      {failure && <Banner severity="error">{failure}</Banner>}
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Checkbox
          label="Show password"
          checked={showPassword}
          onChange={(e) => setShowPassword(e.target.checked)}
        />
        <Button type="submit" size="large" fullWidth busy={busy}>
          Sign in
        </Button>
        <VisuallyHidden role="status">{busy ? 'Signing in, please wait.' : ''}</VisuallyHidden>
      </Form>
      <Links>
        <Button variant="link" onClick={() => onForgotPassword(email.trim())}>
          Forgot password?
        </Button>
      </Links>
    </>
  );
}
