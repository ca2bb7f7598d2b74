import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminUsersValue } from '#contract/admin/admin-schemas.ts';
import { emailPattern } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { legacyMailboxKey, mailboxKey, parsePlainMailbox, senderAddress } from '../../server/mail/mail-address.ts';
import { mailboxFieldProblem } from '../../server/services/forms/mailbox-field-problem.ts';

const victim = 'victim@example.com';
// Strings nodemailer reads as an address list reaching the victim, and their kin.
const notOneMailbox = [
  `x,${victim}`,
  `"victim"@example.com`,
  `${victim},`,
  `<${victim}>`,
  `${victim}>`,
  `Victim <${victim}>`,
  `${victim} (comment)`,
  `victim @example.com`,
  `g: ${victim};`,
  `${victim};x@example.com`,
  'victim@[192.0.2.1]',
  'victim@localhost',
  'vic..tim@example.com',
  '.victim@example.com',
  'jörg@example.com',
];

describe('one plain mailbox', () => {
  it('takes a dot-atom local part at a domain name, in the form and in the parser alike', () => {
    for (const address of [victim, 'J.Doe+notes@Mail.Example.co.uk', "o'brien@ex-ample.test", 'a@b.c']) {
      expect(parsePlainMailbox(address), address).toBeDefined();
      expect(emailPattern.test(address), address).toBe(true);
    }
    expect(parsePlainMailbox('J.Doe+notes@Mail.Example.co.uk')).toEqual({
      local: 'J.Doe+notes',
      domain: 'Mail.Example.co.uk',
    });
  });

  it('refuses anything else: a name, brackets, quotes, comments, spaces, lists, groups, literals, non-ASCII', () => {
    for (const text of notOneMailbox) {
      expect(parsePlainMailbox(text), text).toBeUndefined();
      expect(emailPattern.test(text), text).toBe(false);
    }
  });
});

describe('mailbox keys', () => {
  it('fold case and a +tag, and for Gmail the dots and googlemail.com', () => {
    expect(mailboxKey('Rival+Notes@Example.COM')).toBe('rival@example.com');
    expect(mailboxKey('j.o.e@googlemail.com')).toBe('joe@gmail.com');
    expect(mailboxKey('J.O.E+x@GMAIL.com')).toBe('joe@gmail.com');
    expect(mailboxKey('+only@example.com')).toBe('+only@example.com');
    // Other providers may tell dots apart: they stay.
    expect(mailboxKey('j.o.e@example.com')).toBe('j.o.e@example.com');
  });

  it('keep the key stops were stored under before, which differs only for Gmail dots and googlemail.com', () => {
    expect(legacyMailboxKey('J.Doe+x@Gmail.com')).toBe('j.doe@gmail.com');
    expect(legacyMailboxKey('joe@googlemail.com')).toBe('joe@googlemail.com');
    expect(mailboxKey('Rival+x@Example.com')).toBe(legacyMailboxKey('Rival+x@Example.com'));
    // An address stored before the parser keys as it did then.
    expect(mailboxKey(`x,${victim}`)).toBe(legacyMailboxKey(`x,${victim}`));
  });
});

describe('the sender address', () => {
  it('is an address object with its name, or nothing', () => {
    expect(senderAddress('Nemesis Day <no-reply@nemesis.day>')).toEqual({
      name: 'Nemesis Day',
      address: 'no-reply@nemesis.day',
    });
    expect(senderAddress('no-reply@nemesis.day')).toEqual({ name: '', address: 'no-reply@nemesis.day' });
    expect(senderAddress('a@example.com, b@example.com')).toBeUndefined();
    expect(senderAddress('nobody')).toBeUndefined();
  });
});

describe('e-mail fields of requests', () => {
  it('are all parsed on the server: every e-mail field of every request body', () => {
    const fields: string[] = [];
    for (const [name, endpoint] of Object.entries({ ...endpoints, ...adminEndpoints })) {
      const body = 'body' in endpoint ? endpoint.body : undefined;
      if (!(body instanceof z.ZodObject)) continue;
      // The spec's login report carries the e-mail of the session, which the server ignores.
      for (const key of Object.keys(body.shape).filter((key) => /mail/i.test(key) && name !== 'loginReport')) {
        expect(mailboxFieldProblem(body, { [key]: `x,${victim}` }), `${name}.${key}`).toMatchObject({
          field: key,
          message: 'Please enter a valid email',
        });
        expect(mailboxFieldProblem(body, { [key]: victim }), `${name}.${key}`).toBeUndefined();
        fields.push(`${name}.${key}`);
      }
    }
    expect(fields).toEqual(
      expect.arrayContaining([
        'signUp.email',
        'sendNemesisNote.nemesisEmail',
        'sendNemesisNote.senderEmail',
        'contact.email',
        'adminCreateUser.email',
        'reportNote.email',
      ]),
    );
  });

  it('are found in lists too, and an absent optional one is fine', () => {
    expect(mailboxFieldProblem(adminUsersValue, [victim, `<${victim}>`])).toEqual({
      field: '',
      message: 'Please enter a valid email',
    });
    expect(mailboxFieldProblem(endpoints.reportNote.body, { reason: 'spam' })).toBeUndefined();
  });
});
