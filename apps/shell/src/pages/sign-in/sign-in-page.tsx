import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Card, Page, Spinner } from '@imali/shared/ui';
import { errorCode, errorMessage, fieldErrors, submissionErrors } from '@imali/shared/web';
import { linkPurchasePath, redirectTarget } from '../../app/redirect-param';
import { ShellSignInDocument, ShellSignUpDocument, type SignUpInput } from '../../gql/graphql';
import { useSession } from '../../session/use-session';
import { useHasExistingUser } from '../registration/use-existing-user';
import { lazyComponent } from '../../app/lazy-component';
import { REGISTER_FIELDS, type RegisterValues } from './register-values';
import { SignInForm, type SignInValues } from './sign-in-form';

// Fetched when the Register tab opens or a lockout offers the one-time PIN (issue 12: a
// visitor's first page is the sign-in form).
const RegisterForm = lazyComponent(() => import('./register-form').then((m) => m.RegisterForm), 'Loading the registration form');
const SignInWithPin = lazyComponent(() => import('./sign-in-with-pin').then((m) => m.SignInWithPin), 'Loading');

type Mode = 'sign-in' | 'register';

const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'register', label: 'Register' },
];

/**
 * Opens on Register for `?mode=register`, and for `?clientId=` (a sale made a guest client
 * who now needs an account); Sign in otherwise.
 */
function initialMode(params: URLSearchParams): Mode {
  return params.get('mode') === 'register' || params.get('clientId') ? 'register' : 'sign-in';
}

export function SignInPage() {
  const session = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signIn] = useMutation(ShellSignInDocument);
  const [signUp] = useMutation(ShellSignUpDocument);
  const checkExistingUser = useHasExistingUser();
  const params = new URLSearchParams(search);
  const [mode, setMode] = useState<Mode>(() => initialMode(params));
  const [lockedUsername, setLockedUsername] = useState<string | null>(null);
  const tabIds = useId();
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ 'sign-in': null, register: null });
  // Only same-site paths (docs/decisions/redirect-parameter.md).
  const target = redirectTarget(search) ?? '/';
  const clientId = params.get('clientId')?.trim() || null;

  if (session.status === 'loading') return <Spinner label="Checking your session" />;
  // The sale's "Register to view policy" link, followed by someone who already has an account.
  const afterSignIn = clientId ? linkPurchasePath(clientId, target) : target;
  if (session.status === 'signed-in') return <Navigate to={afterSignIn} replace />;

  /** Signed in (or just registered): forget the visitor's cache, re-run the session check, go on. */
  const finish = async (next: string = target) => {
    // Drops anything cached for a previous visitor and refetches the active session check
    // (ShellMe), which now sees the new session cookie. The route guard then shows the
    // registration form or the OTP screen when those are outstanding.
    try {
      await client.resetStore();
    } catch {
      // A failed refetch leaves the guard to run the session check again on the next page.
    }
    navigate(next, { replace: true });
  };

  const submitSignIn = async ({ username, password }: SignInValues) => {
    try {
      await signIn({ variables: { input: { username: username.trim(), password } } });
    } catch (error) {
      // Locked for this browser: offer the one-time PIN route back in.
      if (errorCode(error) === 'TOO_MANY_REQUESTS') setLockedUsername(username.trim());
      return { [FORM_ERROR]: errorMessage(error), ...fieldErrors(error) };
    }
    await finish(afterSignIn);
    return undefined;
  };

  const submitRegister = async (values: RegisterValues) => {
    const input: SignUpInput = {
      idType: values.idType,
      idNumber: values.idNumber?.trim() || null,
      email: values.email?.trim() || null,
      password: values.password ?? '',
    };
    if (clientId) input.clientId = clientId;
    try {
      await signUp({ variables: { input } });
    } catch (error) {
      return submissionErrors(error, { fields: REGISTER_FIELDS });
    }
    await finish();
    return undefined;
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Mode = event.key === 'Home' ? 'sign-in' : event.key === 'End' ? 'register' : mode === 'sign-in' ? 'register' : 'sign-in';
    setMode(next);
    tabRefs.current[next]?.focus();
  };

  const registering = mode === 'register';
  return (
    <div className="narrow">
      <Page
        title={registering ? 'Register' : 'Sign in'}
        testId="sign-in-page"
        intro={
          registering
            ? 'Create your Imali account to see your savings, debt and cover in one place.'
            : 'Welcome back. Sign in to see your savings, debt and cover.'
        }
      >
        <Card>
          <div className="tabs" role="tablist" aria-label="Sign in or register">
            {MODES.map((tab) => (
              <button
                key={tab.mode}
                ref={(element) => {
                  tabRefs.current[tab.mode] = element;
                }}
                type="button"
                role="tab"
                id={`${tabIds}-${tab.mode}-tab`}
                aria-selected={mode === tab.mode}
                aria-controls={`${tabIds}-panel`}
                tabIndex={mode === tab.mode ? 0 : -1}
                className="tabs__tab"
                onClick={() => setMode(tab.mode)}
                onKeyDown={onTabKeyDown}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabIds}-panel`} aria-labelledby={`${tabIds}-${mode}-tab`}>
            {registering ? (
              <RegisterForm onSubmit={submitRegister} checkExistingUser={checkExistingUser} />
            ) : (
              <>
                <SignInForm onSubmit={submitSignIn} />
                {lockedUsername ? <SignInWithPin username={lockedUsername} onSignedIn={() => finish(afterSignIn)} /> : null}
              </>
            )}
          </div>
        </Card>
      </Page>
    </div>
  );
}
