import type { Brand } from '@cards/shared/brand';
import type { MailCopy } from './copy.ts';

// What the staff console emails a member: the link to choose their password, when an account is made for them
// or a supervisor sends a new one.

export function staffPasswordCopy(brand: Brand, member: { name: string }, hours: number): MailCopy {
  return {
    subject: `Your ${brand.name} staff console account`,
    preview: 'Choose your password to start using the staff console.',
    heading: 'Choose your password',
    greeting: `Hello ${member.name.split(/\s+/)[0]},`,
    intro: [
      `An account in the ${brand.name} staff console has been made for you.`,
      'Choose your password with the button below. Then set up a passkey or an authenticator app, which you will use each time you sign in.',
    ],
    button: 'Choose your password',
    fallbackEnd: 'in your browser.',
    after: [`The link works once, for ${hours} hours. If it has run out, ask your supervisor to send a new one.`],
    why: `You got this email because a supervisor at ${brand.name} made a staff account with this address.`,
    notYou: `If you do not work for ${brand.name}, you can ignore this email: without the link, nobody can use the account.`,
  };
}
