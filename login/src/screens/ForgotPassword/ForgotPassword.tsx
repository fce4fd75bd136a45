import {
  Banner,
  Button,
  Checkbox,
  type Environment,
  fill,
  PageHeader,
  strings,
  TextField,
  tokens,
  VisuallyHidden,
  validateCode,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
} from '@portal/shared';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { authErrorMessage } from '../../auth/authErrorMessage';
import { requestResetCode, resetPassword } from '../../auth/portalAuthApi';

export interface ForgotPasswordProps {
  env: Environment;
  initialEmail?: string;
  focusHeading?: boolean;
  /** The password was changed: back to sign in with this email. */
  onDone: (email: string) => void;
  /** Back to sign in without changing anything. */
  onCancel: (email: string) => void;
}

type Step = 'request' | 'reset';

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const Intro = styled.p`
  color: ${tokens.colors.text};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.xs} ${tokens.space.lg};
  margin-top: ${tokens.space.md};
`;

function validateReset(code: string, password: string, confirmation: string) {
  return {
    code: validateCode(code),
    password: validatePassword(password),
    confirmation: validatePasswordConfirmation(password, confirmation),
  };
}

/**
 * Forgot password: mail a 6-character code to the email, then set a new password with it.
 * Whatever was typed stays in place when a call fails.
 */
export function ForgotPassword({
  env,
  initialEmail = '',
  focusHeading = false,
  onDone,
  onCancel,
}: ForgotPasswordProps) {
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState<Record<Step, boolean>>({
    request: false,
    reset: false,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const emailError = submitted.request ? validateEmail(email) : undefined;
  const resetErrors: Partial<ReturnType<typeof validateReset>> = submitted.reset
    ? validateReset(code, password, confirmation)
    : {};
  const address = email.trim();

  const start = (which: Step) => {
    flushSync(() => {
      setSubmitted((s) => ({ ...s, [which]: true }));
      setFailure(undefined);
    });
  };

  const sendCode = async () => {
    setBusy(true);
    try {
      await requestResetCode(env.apiOrigin, address);
      flushSync(() => {
        setSentTo(address);
        setStep('reset');
        setBusy(false);
      });
      codeRef.current?.focus();
    } catch (error) {
      setFailure(authErrorMessage(error, 'resetPassword', address));
      setBusy(false);
    }
  };

  const onRequest = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    start('request');
    if (validateEmail(email)) {
      emailRef.current?.focus();
      return;
    }
    await sendCode();
  };

  const onReset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    start('reset');
    const found = validateReset(code, password, confirmation);
    const order: [string | undefined, RefObject<HTMLInputElement | null>][] = [
      [found.code, codeRef],
      [found.password, passwordRef],
      [found.confirmation, confirmationRef],
    ];
    const firstInvalid = order.find(([message]) => message);
    if (firstInvalid) {
      firstInvalid[1].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await resetPassword(env.apiOrigin, { email: address, code: code.trim(), password });
      onDone(address);
    } catch (error) {
      setFailure(authErrorMessage(error, 'resetPassword', address));
      setBusy(false);
    }
  };

  const sendNewCode = async () => {
    if (busy) return;
    setFailure(undefined);
    setSentTo(undefined);
    await sendCode();
  };

  return (
    <>
      <PageHeader title="Reset your password" headingRef={headingRef} />
      {failure && <Banner severity="error">{failure}</Banner>}
      {step === 'request' ? (
        <Form noValidate onSubmit={onRequest}>
          <Intro>
            Enter the email you sign in with. We will email you a code to set a new password.
          </Intro>
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
            error={emailError}
          />
          <Button type="submit" size="large" fullWidth busy={busy}>
            Send code
          </Button>
        </Form>
      ) : (
        <Form noValidate onSubmit={onReset}>
          {sentTo && (
            <Banner severity="success">{fill(strings.resetCodeSent, { email: sentTo })}</Banner>
          )}
          <TextField
            ref={codeRef}
            label="Code"
            hint="The 6 characters from the email."
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={12}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={resetErrors.code}
          />
          <TextField
            ref={passwordRef}
            label="New password"
            type={showPassword ? 'text' : 'password'}
            name="new-password"
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={resetErrors.password}
          />
          <TextField
            ref={confirmationRef}
            label="Confirm password"
            type={showPassword ? 'text' : 'password'}
            name="confirm-password"
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={resetErrors.confirmation}
          />
          <Checkbox
            label="Show passwords"
            checked={showPassword}
            onChange={(e) => setShowPassword(e.target.checked)}
          />
          <Button type="submit" size="large" fullWidth busy={busy}>
            Reset password
          </Button>
        </Form>
      )}
      <VisuallyHidden role="status">{busy ? 'Please wait.' : ''}</VisuallyHidden>
      <Links>
        {step === 'reset' && (
          <Button variant="link" onClick={sendNewCode}>
            Send a new code
          </Button>
        )}
        <Button variant="link" onClick={() => onCancel(address)}>
          Back to sign in
        </Button>
      </Links>
    </>
  );
}
