import { accountLimits } from '#contract/auth/account-limits.ts';

/** The body of the Privacy Policy page, as a series of sections. */
export function PrivacyPolicySections() {
  return (
    <>
      <section>
        <h2>Who we are</h2>
        <p>
          Nemesis Day is a self-hosted app. &quot;We&quot; and &quot;us&quot; mean the person or organisation running
          this installation (the operator). This policy explains what information the app collects, why, and what you
          can do about it. Short version: we collect what the app needs to work, we do not sell it, and we do not track
          you around the web.
        </p>
      </section>

      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Your account e-mail address.</li>
          <li>Your password, stored only as a secure hash. We never store or see it in plain text.</li>
          <li>The nemesis notes you write, and the roasts generated from them.</li>
          <li>Which notes you have viewed while signed in.</li>
          <li>Appreciation e-mails you send, including the recipient&apos;s e-mail address and the message.</li>
          <li>Messages you send through the contact form.</li>
          <li>Server logs, which include IP addresses, browser details and the pages requested.</li>
        </ul>
      </section>

      <section>
        <h2>Why we use it</h2>
        <p>
          We use this information to run your account and sign you in, to store and show your notes, to remember which
          notes you have already seen, to generate roasts, to deliver the appreciation e-mails you ask us to send, to
          answer your messages, and to keep the service secure, working and free of abuse. We do not sell your
          information or use it for advertising.
        </p>
      </section>

      <section>
        <h2>AI processing</h2>
        <p>
          To generate roasts, the text you enter is sent to the AI model the operator has configured. That model may be
          run by a third-party service, which will process your text under its own terms and privacy policy. Please do
          not put sensitive personal information about yourself or anyone else into your notes.
        </p>
      </section>

      <section>
        <h2>Cookies</h2>
        <p>
          We use a single session cookie to keep you signed in. We do not use tracking cookies, advertising cookies or
          third-party analytics cookies.
        </p>
      </section>

      <section>
        <h2>Offline storage in your browser</h2>
        <p>
          So you can read them offline, notes you read are kept in your browser&apos;s storage on your device. This copy
          stays on your device and is not shared with anyone. Clearing this site&apos;s data in your browser settings
          removes it.
        </p>
      </section>

      <section>
        <h2>Public notes and appreciation e-mails</h2>
        <p>
          If you make a note public, anyone with the link can see it, so publish with care. When you send an
          appreciation e-mail, we send it to the address you provide on your behalf. Recipients can opt out of receiving
          further appreciation e-mails, and we will respect that choice.
        </p>
      </section>

      <section>
        <h2>Retention and deletion</h2>
        <p>
          We keep your information for as long as your account exists or as long as needed to run the service. You can
          delete your notes or your whole account at any time; when you delete your account, your notes and roasts are
          deleted with it. Server logs and backups are kept for a limited time and then removed.
        </p>
      </section>

      <section>
        <h2>Children</h2>
        <p>
          Nemesis Day is for people aged {accountLimits.minimumUserAge} and over. We do not knowingly collect
          information from anyone younger. If you believe a child has given us information, please contact us and we
          will delete it.
        </p>
      </section>

      <section>
        <h2>Changes to this policy</h2>
        <p>
          We may update this policy from time to time. When we do, we will change the effective date shown on this page.
          If the changes are significant, we will make reasonable efforts to let you know.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          Questions about your privacy, or requests to access or delete your information, can be sent to the legal
          contact address shown on this page.
        </p>
      </section>
    </>
  );
}
