// A scripted support chat on WhatsApp: Maria Lopez (a customer) writes to Alex Rivera (the user) about a
// damaged lamp, with emoji and two messages in a row from her; another customer, Jordan Lee, writes in a
// second chat meanwhile.
import { SELF_NAME } from './sales-call-script.js';

export { SELF_NAME };
export const CUSTOMER = 'Maria Lopez';
export const OTHER_CUSTOMER = 'Jordan Lee';

/** @type {Array<{ from: 'You' | string, text: string }>} */
export const supportChat = [
  { from: CUSTOMER, text: 'Hi! I ordered the blue desk lamp last week, order 4417 🙂' },
  { from: 'You', text: 'Hello Maria, thanks for writing! Let me look up order 4417.' },
  { from: CUSTOMER, text: 'It arrived today but the shade is cracked 😞' },
  { from: CUSTOMER, text: 'Can you send a new one, or do I have to return it?' },
  { from: 'You', text: "I'm so sorry about that. No need to return it: a new shade ships today." },
  { from: CUSTOMER, text: 'Great, how long will delivery take?' },
  { from: 'You', text: 'Two to three working days. You will get a tracking link by email.' },
  { from: CUSTOMER, text: 'Perfect, thank you so much! 👍' },
];

/** The second chat: what it already shows, and what is said there while the user looks at it. */
export const otherChat = {
  history: [{ from: OTHER_CUSTOMER, text: 'Is the invoice for March ready?' }],
  live: [
    { from: OTHER_CUSTOMER, text: 'No rush, whenever you can.' },
    { from: 'You', text: 'I will send it this afternoon, Jordan.' },
  ],
};

/** The chat is left for the other one after this many messages of the first. */
export const SWITCH_AFTER = 4;
