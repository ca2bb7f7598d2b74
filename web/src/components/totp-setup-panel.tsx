import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { mfaLimits } from '#contract/auth/mfa-schemas.ts';
import { useCopy } from '../hooks/use-copy.ts';
import './field.css';
import './totp-setup-panel.css';

const size = mfaLimits.totpQrSize;

/** An authenticator app's set-up: the QR code of its otpauth URI (228 by 228, spec §9) and the secret as copyable text. */
export function TotpSetupPanel({ secret, uri }: { secret: string; uri: string }) {
  const [qr, setQr] = useState<string>();
  const copy = useCopy();
  useEffect(() => {
    let current = true;
    // Without a QR code the secret below still does the job, so a failure only leaves the box empty.
    QRCode.toDataURL(uri, { width: size, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => current && setQr(url))
      .catch(() => current && setQr(undefined));
    return () => {
      current = false;
    };
  }, [uri]);

  return (
    <div className="totp-setup">
      <p className="totp-setup__text">
        Scan this QR code with your authenticator app (such as Google Authenticator, Authy or 1Password):
      </p>
      <div className="totp-setup__qr" style={{ width: size, height: size }}>
        {qr && <img src={qr} width={size} height={size} alt="QR code to add Nemesis Day to your authenticator app" />}
      </div>
      <p className="totp-setup__text">Or enter this key in the app by hand:</p>
      <div className="totp-setup__row">
        <label className="visually-hidden" htmlFor="totp-secret">
          Secret key
        </label>
        <input
          id="totp-secret"
          className="field__input totp-setup__secret"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={() => void copy.copy(secret)}>
          Copy
          <span className="visually-hidden"> secret key</span>
        </button>
      </div>
      <p className="totp-setup__status" role="status">
        {copy.state === 'copied'
          ? 'Copied to the clipboard.'
          : copy.state === 'failed'
            ? 'Could not copy: select the key and copy it by hand.'
            : ''}
      </p>
    </div>
  );
}
