import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { continueSignInParam, socialErrorParam } from '#contract/auth/social-messages.ts';
import type { SocialErrorCode } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import { reportLoginOnce } from '../../auth/report-login.ts';
import { useSession } from '../../auth/session-context.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { ConfirmMfaForm } from './confirm-mfa-form.tsx';
import { ConfirmResetPasswordForm } from './confirm-reset-password-form.tsx';
import { ConfirmSignUpForm } from './confirm-sign-up-form.tsx';
import { ForceNewPasswordForm } from './force-new-password-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { RecoveryCodesScreen } from './recovery-codes-screen.tsx';
import { SelectMfaTypeForm } from './select-mfa-type-form.tsx';
import { SetupEmailForm } from './setup-email-form.tsx';
import { SetupTotpForm } from './setup-totp-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { UnsupportedStep } from './unsupported-step.tsx';
import { VerifyUserForm } from './verify-user-form.tsx';
import './login-page.css';

// Spec §9: a finished sign-in moves on to the account page after 100 ms.
const postLoginRedirectMs = 100;

type TabKey = 'sign-in' | 'sign-up';
const tabRoutes: Record<TabKey, string> = { 'sign-in': spaRoutes.login, 'sign-up': spaRoutes.signUp };

/**
 * What /login is opened with (router location state): the e-mail and message the Sign In tab starts
 * with when the flow sends the user back to it, and whether a tab was just chosen (to keep focus on it).
 */
interface LoginState {
  email?: string;
  notice?: string;
  focusTab?: boolean;
}

/**
 * Login (spec §2): Sign In and Create Account tabs (each its own route), and the other steps of
 * the flow as screens of this page. Opened with `?continue=1` (by a provider's callback), it picks up
 * the step that sign-in stopped at (a second factor, or verifying the address). Once signed in it
 * refreshes the session, reports the login and about 100 ms later goes to the account page.
 */
export function LoginPage() {
  useDocumentTitle('Login · Nemesis Day');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const start = (location.state ?? {}) as LoginState;
  const tab: TabKey = pathname === spaRoutes.signUp ? 'sign-up' : 'sign-in';
  // A screen belongs to the route it was opened on: switching tabs or going back leaves it.
  const [flow, setFlow] = useState<{ path: string; screen: AuthScreen }>();
  const screen = flow?.path === pathname ? flow.screen : undefined;
  const [searchParams] = useSearchParams();
  const continuing = searchParams.get(continueSignInParam) === '1';
  const [phase, setPhase] = useState<'form' | 'continuing' | 'finishing' | 'redirecting'>(
    continuing ? 'continuing' : 'form',
  );

  useEffect(() => {
    if (phase !== 'redirecting') return;
    const timer = setTimeout(() => navigate(spaRoutes.account), postLoginRedirectMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const finish = async () => {
    setPhase('finishing');
    const claims = await session.refresh();
    if (claims) await reportLoginOnce(claims);
    setPhase('redirecting');
  };
  const next = (step: AuthScreen | 'done') => {
    if (step === 'done') void finish();
    else setFlow({ path: pathname, screen: step });
  };

  // The sign-in the page was opened to pick up, asked for once (never an answer kept from an earlier visit).
  const pending = useEndpoint(endpoints.pendingSignIn, {}, { enabled: continuing, staleTime: Infinity });
  useEffect(() => {
    if (phase !== 'continuing') return;
    if (pending.data) {
      const step = screenForSignIn(pending.data.response, pending.data.email);
      if (step === 'done') return void finish();
      setFlow({ path: spaRoutes.login, screen: step });
      setPhase('form');
    } else if (pending.error) {
      setPhase('form');
      navigate(
        `${spaRoutes.login}?${new URLSearchParams({ [socialErrorParam]: 'stepExpired' satisfies SocialErrorCode })}`,
        { replace: true },
      );
    }
  }, [pending.data, pending.error]);

  const backToSignIn = (state: LoginState = {}) => {
    setFlow(undefined);
    navigate(spaRoutes.login, { state, replace: tab === 'sign-in' });
  };

  let content;
  if (phase === 'continuing') {
    content = <LoadingState label="Continuing your sign-in…" />;
  } else if (phase !== 'form') {
    content = <LoadingState label="Signed in. Taking you to your account…" />;
  } else if (screen) {
    // Before the signed-in check: the verify step after a provider's sign-in comes with its session.
    content = <FlowScreenFor screen={screen} onNext={next} onBackToSignIn={backToSignIn} />;
  } else if (session.status === 'loading') {
    content = <LoadingState label="Checking whether you are signed in…" />;
  } else if (session.status === 'signed-in') {
    content = (
      <div className="auth__signed-in">
        <p>You are already signed in{session.claims ? ` as ${session.claims.username}` : ''}.</p>
        <Link to={spaRoutes.account} className="button button--primary">
          My Account
        </Link>
      </div>
    );
  } else {
    content = (
      <AuthTabs
        label="Sign in or create an account"
        selected={tab}
        focusSelected={start.focusTab === true}
        onSelect={(key) => navigate(tabRoutes[key], { state: { focusTab: true } satisfies LoginState })}
        tabs={[
          {
            key: 'sign-in',
            label: 'Sign In',
            panel: (
              <SignInForm
                key={location.key}
                initialEmail={start.email}
                notice={start.notice}
                onNext={next}
                onForgotPassword={(email) => setFlow({ path: pathname, screen: { name: 'forgotPassword', email } })}
              />
            ),
          },
          { key: 'sign-up', label: 'Create Account', panel: <SignUpForm onNext={next} /> },
        ]}
      />
    );
  }

  return (
    <section className="auth">
      <h1 className="auth__title">Login to Your Account</h1>
      <div className="card auth__card">{content}</div>
    </section>
  );
}

function FlowScreenFor({
  screen,
  onNext,
  onBackToSignIn,
}: {
  screen: AuthScreen;
  onNext: (step: AuthScreen | 'done') => void;
  onBackToSignIn: (state?: LoginState) => void;
}) {
  const back = () => onBackToSignIn({ email: 'email' in screen ? screen.email : '' });
  switch (screen.name) {
    case 'confirmSignUp':
      return (
        <ConfirmSignUpForm
          email={screen.email}
          destination={screen.destination}
          onNext={onNext}
          onSignIn={(notice) => onBackToSignIn({ email: screen.email, notice })}
        />
      );
    case 'forgotPassword':
      return <ForgotPasswordForm initialEmail={screen.email} onNext={onNext} onBack={back} />;
    case 'confirmResetPassword':
      return (
        <ConfirmResetPasswordForm
          email={screen.email}
          destination={screen.destination}
          required={screen.required ?? false}
          onDone={() =>
            onBackToSignIn({
              email: screen.email,
              notice: 'Your password has been reset. Sign in with your new password.',
            })
          }
          onBack={back}
        />
      );
    case 'forceNewPassword':
      return <ForceNewPasswordForm email={screen.email} challenge={screen.challenge} onNext={onNext} onBack={back} />;
    case 'confirmSignIn':
      return <ConfirmMfaForm {...screen} onNext={onNext} onBack={back} />;
    case 'selectMfaType':
      return <SelectMfaTypeForm {...screen} onNext={onNext} onBack={back} />;
    case 'setupTotp':
      return <SetupTotpForm {...screen} onNext={onNext} onBack={back} />;
    case 'setupEmail':
      return <SetupEmailForm {...screen} onNext={onNext} onBack={back} />;
    case 'recoveryCodes':
      return <RecoveryCodesScreen codes={screen.codes} onDone={() => onNext(screen.then)} />;
    case 'verifyUser':
    case 'confirmVerifyUser':
      return <VerifyUserForm key={screen.name} {...screen} onNext={onNext} />;
    case 'unsupportedStep':
      return <UnsupportedStep step={screen.step} onBack={back} />;
  }
}
