// A scripted discovery call: Alex Rivera (the user, shown as "You") sells route planning software
// to Jordan Lee. It holds questions to the salesperson, a price objection, a competitor, a timing
// objection, and a next step refused at first and agreed at the end. Speakers alternate.

export const SELF_NAME = 'Alex Rivera';
export const PROSPECT = 'Jordan Lee';
export const MEETING_TITLE = 'Discovery call: Northwind Freight';

/**
 * Meeting chat posted during the call (players' ?chat=1): each after the turn of that index, so it
 * belongs between that turn and the next. No sender: the user's own message.
 * @type {Array<{ afterTurn: number, sender?: string, text: string }>}
 */
export const callChat = [
  { afterTurn: 3, sender: PROSPECT, text: 'Sharing our current route sheet: northwind-routes.xlsx' },
  { afterTurn: 5, text: 'Thanks, got it.' },
];

/** @type {Array<{ speaker: 'You' | 'Jordan Lee', text: string }>} */
export const salesCall = [
  { speaker: 'You', text: "Hi Jordan, thanks for making time today. How's your week going so far?" },
  {
    speaker: PROSPECT,
    text: "Pretty busy, honestly. We're in the middle of planning for next quarter, so I only have about twenty minutes.",
  },
  {
    speaker: 'You',
    text: "Totally understand, I'll keep it tight. I'd love to hear how your team handles dispatch and route planning today.",
  },
  {
    speaker: PROSPECT,
    text:
      'Sure. We run about two hundred trucks across three regions. Each regional lead plans routes in their own ' +
      'spreadsheet, and on Friday we reconcile everything by hand. It takes most of a day.',
  },
  {
    speaker: 'You',
    text: 'That sounds painful. What happens when something changes mid-week, like a driver calls in sick?',
  },
  {
    speaker: PROSPECT,
    text: "Then it's phone calls and group texts. Things slip through the cracks, and customers notice late deliveries before we do.",
  },
  { speaker: 'You', text: 'Got it. If you could fix one part of that process first, which would it be?' },
  {
    speaker: PROSPECT,
    text: 'Visibility. I want to see every route in one place. Before we go further though, how does your pricing work?',
  },
  {
    speaker: 'You',
    text: "It's priced per vehicle per month. For a fleet your size it would land around four thousand dollars a month, with onboarding included.",
  },
  { speaker: PROSPECT, text: "Hmm. That's more than we budgeted. Our spreadsheets cost us basically nothing." },
  {
    speaker: 'You',
    text: "That's fair. You mentioned reconciliation takes most of a day every week. Roughly how many people are involved in that?",
  },
  {
    speaker: PROSPECT,
    text: 'Five or six, counting the regional leads. Plus the time we spend chasing late deliveries.',
  },
  {
    speaker: 'You',
    text:
      "So that's several full days of work each week, before counting the late deliveries. Would it help if I put " +
      'together a rough comparison of that cost against the subscription?',
  },
  {
    speaker: PROSPECT,
    text: "Maybe. To be honest, we're also talking to RouteLogic. Their demo looked pretty slick, and they quoted a bit lower.",
  },
  { speaker: 'You', text: "Makes sense to compare. Can I ask what stood out in their demo, and what didn't?" },
  {
    speaker: PROSPECT,
    text: "The map view was nice. But they couldn't tell us how it would connect to our billing system, which matters a lot to finance.",
  },
  {
    speaker: 'You',
    text: "That's a good question to press on. We integrate with most billing systems out of the box. Which one do you use?",
  },
  { speaker: PROSPECT, text: "We're on NetSuite. Does that work with yours?" },
  {
    speaker: 'You',
    text: 'Yes, we have a native NetSuite connector, and two of our logistics customers use it today. I can introduce you to one of them.',
  },
  {
    speaker: PROSPECT,
    text:
      "That would be useful. The other thing is timing. We're in peak season, and I can't ask my team to learn a new " +
      'tool until January.',
  },
  {
    speaker: 'You',
    text: 'Understood. What if we planned a small pilot in one region in December, so the team is ready before January?',
  },
  {
    speaker: PROSPECT,
    text: "I'm not sure. I'd need to talk to our ops director first, and she's traveling. Let me think about it and get back to you.",
  },
  {
    speaker: 'You',
    text: 'Of course. Just so I understand, what would she need to see to feel comfortable with a pilot?',
  },
  {
    speaker: PROSPECT,
    text: 'Probably the cost comparison you mentioned, and proof that the NetSuite connection actually works.',
  },
  {
    speaker: 'You',
    text: 'I can have both ready by Thursday. Would it make sense to book thirty minutes with her next week, so I can walk through them together?',
  },
  { speaker: PROSPECT, text: "Okay, that works. Let's do Tuesday at ten. I'll send the invite and loop her in." },
  {
    speaker: 'You',
    text: "Perfect. I'll send the comparison and the customer introduction before then. Thanks, Jordan.",
  },
  { speaker: PROSPECT, text: 'Thanks, Alex. Talk on Tuesday.' },
];

/** A prospect whose name and words carry markup and script (?hostile=1): it must stay text everywhere. */
export const HOSTILE_NAME = 'Jordan <img src=x onerror="window.__pwned=\'name\'">Lee';

/** Chat during the payload call: the sender's name and the words carry markup too. */
export const hostileChat = [
  {
    afterTurn: 1,
    sender: HOSTILE_NAME,
    text: '<svg onload="window.__pwned=\'chat\'"></svg> see the attached price list',
  },
];

/** A short call in which every line carries a payload (?hostile=1). */
export const hostileCall = [
  {
    speaker: 'You',
    text: 'Hi Jordan, thanks for joining. <script>window.__pwned="caption"</script> How is the quarter going?',
  },
  {
    speaker: HOSTILE_NAME,
    text: 'Honestly the price is too expensive for us. <img src=x onerror="window.__pwned=\'quote\'"> We cannot afford it this year.',
  },
  {
    speaker: 'You',
    text: 'Understood. What would a good price look like for you? <b onmouseover="window.__pwned=1">bold</b>',
  },
  {
    speaker: HOSTILE_NAME,
    text: 'We looked at <a href="javascript:window.__pwned=2">Routeify</a> and it was cheaper. Can you match that?',
  },
];
