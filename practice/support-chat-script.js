// A scripted support conversation in two tickets: Chris Park's office printer is smoking (ticket 1001),
// Sam Okafor was charged twice (ticket 1002). The agent is the user, Alex Rivera, as in the practice calls;
// Answer Bot replies once, and the agent leaves one internal note. The agent opens ticket 1002 in the
// middle and comes back to 1001 for the last reply.
import { SELF_NAME } from './sales-call-script.js';

export const AGENT = SELF_NAME;
export const CUSTOMER = 'Chris Park';
export const SECOND_CUSTOMER = 'Sam Okafor';
export const BOT = 'Answer Bot';

/** @type {ReadonlyArray<{ id: string, subject: string }>} */
export const tickets = [
  { id: '1001', subject: 'Printer smoking after the update' },
  { id: '1002', subject: 'Charged twice for order 5521' },
];

/** Shown in ticket 1002 from the start (older than the conversation played). */
export const history = [
  {
    ticket: '1002',
    sender: SECOND_CUSTOMER,
    side: 'customer',
    text: 'Hello, I was charged twice for order 5521. Can one of the charges be refunded?',
  },
];

/**
 * The conversation, in the order it is played. `{ open }` shows another ticket (its tab selected, the URL
 * changed). `quoted` is earlier email quoted under the message, `signature` the sender's signature,
 * `emoji` an emoji shown as an image: none of them is the message's own words except the emoji.
 */
export const supportChat = [
  {
    ticket: '1001',
    sender: CUSTOMER,
    side: 'customer',
    text: 'Hi, our office printer started smoking this morning after the firmware update. Is this covered by the warranty?',
    signature: 'Chris Park | Office manager, Northwind Freight',
  },
  {
    ticket: '1001',
    sender: BOT,
    side: 'bot',
    text: 'I found an article that may help: what to do when a printer overheats.',
  },
  {
    ticket: '1001',
    sender: AGENT,
    side: 'agent',
    text: "Hi Chris, I'm sorry to hear that! Please unplug it right away. Could you send me its serial number?",
  },
  {
    ticket: '1001',
    sender: AGENT,
    side: 'agent',
    kind: 'note',
    text: 'Serials starting 4471 were recalled in March: check the recall list before offering a repair.',
  },
  {
    ticket: '1001',
    sender: CUSTOMER,
    side: 'customer',
    text: 'Unplugged. The serial number is 4471-208.',
    emoji: '👍',
    quoted: 'Hi Chris, I am sorry to hear that! Please unplug it right away.',
  },
  { open: '1002' },
  {
    ticket: '1002',
    sender: AGENT,
    side: 'agent',
    text: 'Thanks Sam, I can see both charges. I have started the refund of the duplicate; it shows within five days.',
  },
  { open: '1001' },
  {
    ticket: '1001',
    sender: AGENT,
    side: 'agent',
    text: 'Thanks Chris. That printer is part of a recall, so we will replace it free of charge. A courier comes on Thursday.',
  },
];

const asks = [
  'My printer shows error E-{n} again',
  'The toner light keeps blinking since update {n}',
  'Could you check order {n} for me',
  'Paper jams in tray {n} every morning',
  'The invoice for job {n} looks wrong',
];
const answers = [
  'Thanks, I am looking into case {n} now',
  'Could you restart it and tell me what screen {n} says',
  'I have sent a replacement part for case {n}',
  'That matches a known issue, fix {n} is on its way',
];

/**
 * A long thread in ticket 1001 for benchmarks: `count` messages, every one's words unique, the customer
 * and the agent taking turns, Answer Bot every 10th message and an internal note every 25th.
 */
export function syntheticSupportChat(count) {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1);
    if (i % 25 === 24)
      return {
        ticket: '1001',
        sender: AGENT,
        side: 'agent',
        kind: 'note',
        text: `Note ${n}: customer on the priority list`,
      };
    if (i % 10 === 9)
      return { ticket: '1001', sender: BOT, side: 'bot', text: `Article ${n}: troubleshooting printers` };
    const customer = i % 2 === 0;
    const template = customer ? asks[i % asks.length] : answers[i % answers.length];
    return {
      ticket: '1001',
      sender: customer ? CUSTOMER : AGENT,
      side: customer ? 'customer' : 'agent',
      text: template.replace('{n}', n),
    };
  });
}
