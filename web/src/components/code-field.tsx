import { accountLimits } from '#contract/auth/account-limits.ts';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

/** What a CodeField shows: a TextField's label, help and value; the kind of input is the code's. */
export type CodeFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'range'>;

/** The input of a code from an e-mail or an authenticator app: numeric, accountLimits.codeDigits long, filled by the browser's one-time-code offer. */
export function CodeField(props: CodeFieldProps) {
  return <TextField {...props} autoComplete="one-time-code" inputMode="numeric" maxLength={accountLimits.codeDigits} />;
}
