import { describe, expect, it } from 'vitest';
import { appreciationMessages as m } from '#contract/forms/forms-messages.ts';
import { appreciationStepOne, appreciationStepTwo } from '#contract/forms/forms-schemas.ts';
import { schemaFieldErrors } from '../../web/src/hooks/use-form.ts';

describe('a form’s messages from the server’s schema', () => {
  it('gives each field only its first failing check’s message', () => {
    expect(
      schemaFieldErrors(appreciationStepOne, { nemesisName: ' ', nemesisEmail: '', appreciation: 'x'.repeat(2001) }),
    ).toEqual({
      nemesisName: [m.nemesisNameRequired],
      nemesisEmail: [m.nemesisEmailRequired],
      appreciation: [m.appreciationTooLong],
    });
    expect(
      schemaFieldErrors(appreciationStepOne, {
        nemesisName: 'Moriarty',
        nemesisEmail: 'moriarty@',
        appreciation: 'Sharp.',
      }).nemesisEmail,
    ).toEqual([m.invalidEmail]);
  });

  it('passes the fields the schema does not know (a honeypot) and wants the agreement ticked', () => {
    const values = { senderName: 'Sherlock', senderEmail: 'sherlock@rivals.test', website: '' };
    expect(schemaFieldErrors(appreciationStepTwo, { ...values, agree: false })).toEqual({
      senderName: [],
      senderEmail: [],
      website: [],
      agree: [m.agreeRequired],
    });
    expect(schemaFieldErrors(appreciationStepTwo, { ...values, agree: true }).agree).toEqual([]);
  });
});
