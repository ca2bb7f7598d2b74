import { contactMessages } from '#contract/forms/forms-messages.ts';
import { contactRequest } from '#contract/forms/forms-schemas.ts';
import { errorText } from '../../api/error-text.ts';
import { FormPage } from '../../components/form-page.tsx';
import { FormResult } from '../../components/form-result.tsx';
import { KeptResult } from '../../components/kept-result.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useFocusOnChange } from '../../hooks/use-focus-on-change.ts';
import { schemaFieldErrors, submitHandler, useForm } from '../../hooks/use-form.ts';
import { useSubmission } from '../../offline/use-submission.ts';
import { ContactForm } from './contact-form.tsx';

const noMessage = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * /contact (spec §2, §4): the contact form, then a thank-you that promises a reply within 7 business
 * days. Without a connection the message is kept on this device and sent once the connection is back.
 */
export function ContactPage() {
  useDocumentTitle('Contact · Nemesis Day');
  const form = useForm({
    initial: noMessage,
    validate: (values) => schemaFieldErrors(contactRequest, values),
    live: ['name', 'subject', 'message'],
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message', website: 'Website' },
  });
  const submission = useSubmission(errorText);
  const heading = useFocusOnChange<HTMLHeadingElement>(String(submission.outcome));

  const send = () => submission.send({ kind: 'contact', body: form.values });
  const again = {
    label: 'Send Another Message',
    onClick: () => {
      // The sender stays as typed; only what they said is cleared.
      form.reset({ name: form.values.name, email: form.values.email });
      submission.startOver();
    },
  };

  return (
    <FormPage
      title="Contact"
      lead="A question, an idea, a problem with a note? Write to the people behind Nemesis Day."
      offlineText={
        submission.outcome
          ? undefined
          : 'You can still write your message: if you send it now, it is kept on this device and goes out when the connection is back.'
      }
    >
      {submission.outcome === 'sent' ? (
        <FormResult icon="💌" title="Message sent" headingRef={heading} again={again}>
          <p>{contactMessages.thankYou}</p>
        </FormResult>
      ) : submission.outcome === 'kept' ? (
        <KeptResult what="Your message" headingRef={heading} again={again} />
      ) : (
        <ContactForm
          form={form}
          submit={submission.submit}
          onSubmit={submitHandler(form, { pending: submission.submit.pending, run: send })}
        />
      )}
    </FormPage>
  );
}
