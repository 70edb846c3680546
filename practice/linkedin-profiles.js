// The practice LinkedIn profiles and how the practice page draws them: people made up for Sidecue, and
// markup written for this project in the shape capture-facts.md describes (hashed class names, sections
// named by an aria-labelledby heading, every text shown once for the eye and once for screen readers,
// the top card's "Contact info" link and each section's "Show all" link naming the profile's slug).
// Plain JavaScript so the page loads it as is; the unit tests draw the same markup in jsdom.

/** @typedef {{ title: string, company?: string, type?: string, dates: string, place?: string, description?: string }} Role */
/** @typedef {{ company: string, type?: string, roles: Role[] }} Group */

export const PROFILES = {
  'maya-okafor-4b1a2c': {
    ui: 'en',
    name: 'Maya Okafor',
    pronouns: 'She/Her',
    degree: '2nd',
    headline: 'Head of Revenue Operations at Northwind Logistics | Building calm, predictable pipelines',
    location: 'Rotterdam, South Holland, Netherlands',
    connections: '500+',
    about:
      'I help freight and logistics teams turn messy CRM data into forecasts their boards trust.\nBefore Northwind I ran sales ops for two SaaS start-ups and rebuilt a 40-person territory plan from scratch.',
    activity: [
      'We cut our quote turnaround from three days to four hours by fixing one handoff between sales and pricing. Notes on what we changed inside.',
      'Hiring: a RevOps analyst in Rotterdam who enjoys spreadsheets and people in equal measure.',
    ],
    experience: [
      {
        title: 'Head of Revenue Operations',
        company: 'Northwind Logistics',
        type: 'Full-time',
        dates: 'Mar 2023 - Present · 2 yrs 9 mos',
        place: 'Rotterdam, Netherlands · Hybrid',
        description: 'Own forecasting, territory design and the CRM for 120 sellers across six countries.',
      },
      {
        company: 'Tallyhouse',
        type: 'Full-time · 4 yrs 1 mo',
        roles: [
          {
            title: 'Sales Operations Manager',
            dates: 'Jan 2021 - Feb 2023 · 2 yrs 2 mos',
            description: 'Rebuilt the territory plan and moved the team to weekly forecast calls.',
          },
          { title: 'Sales Operations Analyst', dates: 'Feb 2019 - Dec 2020 · 1 yr 11 mos' },
        ],
      },
      { title: 'Business Analyst', company: 'Harbourline', type: 'Internship', dates: 'Jun 2018 - Jan 2019 · 8 mos' },
    ],
    education: [
      {
        school: 'Erasmus University Rotterdam',
        degree: 'Master of Science, Supply Chain Management',
        dates: '2016 - 2018',
      },
      { school: 'University of Lagos', degree: 'Bachelor of Science, Economics', dates: '2012 - 2016' },
    ],
  },
  // Every field carries markup or script: it must stay text in the panel and in what Sidecue sends.
  'dana-payload-test': {
    ui: 'en',
    name: 'Dana <img src=x onerror="window.__pwned=\'name\'">Reyes',
    degree: '2nd',
    headline: 'VP Sales at <script>window.__pwned="headline"</script>Acme Freight',
    location: 'Austin, Texas, United States',
    connections: '500+',
    about:
      'I scale sales teams. <svg onload="window.__pwned=\'about\'"></svg> Ask me about <b onmouseover="window.__pwned=1">territories</b>.',
    activity: ['<a href="javascript:window.__pwned=2">Our Q3 results</a> are in: pipeline up 40%.'],
    experience: [
      {
        title: 'VP Sales <iframe src="javascript:window.__pwned=3">',
        company: 'Acme Freight',
        type: 'Full-time',
        dates: 'Jan 2022 - Present · 3 yrs 11 mos',
      },
    ],
    education: [],
  },
  'sam-lee-procurement': {
    ui: 'en',
    name: 'Sam Lee',
    degree: '3rd',
    headline: 'Procurement Lead at Brightwell Foods',
    location: 'Leeds, England, United Kingdom',
    connections: '87',
    experience: [],
    education: [],
    activity: [],
  },
  'jonas-weber-berlin': {
    ui: 'de',
    name: 'Jonas Weber',
    degree: '2.',
    headline: 'Vertriebsleiter DACH bei Kraftwerk Software GmbH',
    location: 'Berlin, Deutschland',
    connections: '500+',
    about: 'Ich baue Vertriebsteams auf, die zuhören, bevor sie anbieten. Seit zwölf Jahren im B2B-Softwarevertrieb.',
    activity: [
      'Drei Dinge, die ich nach 200 Erstgesprächen über gute Fragen gelernt habe: kurz, offen und ehrlich gemeint.',
    ],
    experience: [
      {
        company: 'Kraftwerk Software GmbH',
        type: 'Vollzeit · 6 J. 3 Mon.',
        roles: [
          {
            title: 'Vertriebsleiter DACH',
            dates: 'Apr. 2022 – Heute · 3 J. 8 Mon.',
            place: 'Berlin',
            description: 'Verantwortlich für 25 Account Executives in Deutschland, Österreich und der Schweiz.',
          },
          { title: 'Senior Account Executive', dates: 'Sept. 2019 – März 2022 · 2 J. 7 Mon.' },
        ],
      },
      {
        title: 'Account Executive',
        company: 'Datenfluss AG',
        type: 'Vollzeit',
        dates: 'Jan. 2014 – Aug. 2019 · 5 J. 8 Mon.',
        place: 'Hamburg',
      },
    ],
    education: [
      { school: 'Technische Universität München', degree: 'Diplom, Wirtschaftsingenieurwesen', dates: '2007 – 2013' },
    ],
  },
};

/** The practice page's UI texts per language (`ja` only for tests: a language the extension has no headings for). */
export const UI = {
  en: {
    about: 'About',
    activity: 'Activity',
    experience: 'Experience',
    education: 'Education',
    contactInfo: 'Contact info',
    connections: 'connections',
    connect: 'Connect',
    message: 'Message',
    more: 'More',
    posted: 'posted this',
    showAll: 'Show all',
    moreProfiles: 'More profiles for you',
    addNoteQuestion: 'Add a note to your invitation?',
    addNote: 'Add a note',
    sendWithout: 'Send without a note',
    send: 'Send',
    cancel: 'Cancel',
    notePlaceholder: 'Ex: We know each other from…',
    writeMessage: 'Write a message…',
    subject: 'Subject (optional)',
    dismiss: 'Dismiss',
  },
  de: {
    about: 'Info',
    activity: 'Aktivitäten',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    contactInfo: 'Kontaktinfo',
    connections: 'Kontakte',
    connect: 'Vernetzen',
    message: 'Nachricht',
    more: 'Mehr',
    posted: 'hat das gepostet',
    showAll: 'Alle anzeigen',
    moreProfiles: 'Weitere Profile für Sie',
    addNoteQuestion: 'Ihrer Einladung eine Nachricht hinzufügen?',
    addNote: 'Nachricht hinzufügen',
    sendWithout: 'Ohne Nachricht senden',
    send: 'Senden',
    cancel: 'Abbrechen',
    notePlaceholder: 'Beispiel: Wir kennen uns von…',
    writeMessage: 'Nachricht schreiben…',
    subject: 'Betreff (optional)',
    dismiss: 'Schließen',
  },
  ja: {
    about: '概要',
    activity: 'アクティビティ',
    experience: '職歴',
    education: '学歴',
    contactInfo: '連絡先情報',
    connections: 'つながり',
    connect: 'つながりを申請',
    message: 'メッセージ',
    more: 'その他',
    posted: 'さんが投稿しました',
    showAll: 'すべて表示',
    moreProfiles: 'その他のおすすめプロフィール',
    addNoteQuestion: '招待にメモを追加しますか？',
    addNote: 'メモを追加',
    sendWithout: 'メモなしで送信',
    send: '送信',
    cancel: 'キャンセル',
    notePlaceholder: '例: …でお会いしました',
    writeMessage: 'メッセージを入力…',
    subject: '件名（任意）',
    dismiss: '閉じる',
  },
};

let serial = 0;
/** A hashed-looking class name, different on every draw (as LinkedIn's obfuscated ones are per build). */
const hashed = () => `_${((++serial * 2654435761) % 0xfffff).toString(36)}`;

function el(doc, tag, attributes = {}, ...children) {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child !== undefined && child !== null) element.append(child);
  return element;
}

/** Words shown twice, as LinkedIn does: one copy for the eye (aria-hidden), one visually hidden for screen readers. */
function twice(doc, words) {
  const shown = el(doc, 'span', { 'aria-hidden': 'true', class: hashed() });
  words.split('\n').forEach((line, i) => {
    if (i > 0) shown.append(el(doc, 'br'));
    shown.append(line);
  });
  return el(
    doc,
    'div',
    { class: hashed() },
    shown,
    el(doc, 'span', { class: `vh ${hashed()}` }, words.replace(/\n/g, ' ')),
  );
}

function section(doc, slug, id, heading, body, showAll) {
  const headingId = `${id}-${hashed().slice(1)}`;
  return el(
    doc,
    'section',
    { 'aria-labelledby': headingId, class: hashed(), 'data-view-name': `profile-card-${id}` },
    el(
      doc,
      'div',
      { class: hashed() },
      el(
        doc,
        'h2',
        { id: headingId, class: hashed() },
        el(doc, 'span', { 'aria-hidden': 'true' }, heading),
        el(doc, 'span', { class: 'vh' }, heading),
      ),
    ),
    body,
    showAll
      ? el(doc, 'div', { class: hashed() }, el(doc, 'a', { href: `/in/${slug}/${showAll.path}` }, showAll.label))
      : undefined,
  );
}

function roleItem(doc, role, withCompany) {
  const companyLine = withCompany && role.company ? `${role.company}${role.type ? ` · ${role.type}` : ''}` : role.type;
  return el(
    doc,
    'li',
    { class: hashed() },
    el(
      doc,
      'div',
      { class: hashed() },
      twice(doc, role.title),
      companyLine ? twice(doc, companyLine) : undefined,
      twice(doc, role.dates),
      role.place ? twice(doc, role.place) : undefined,
    ),
    role.description ? el(doc, 'div', { class: hashed() }, twice(doc, role.description)) : undefined,
  );
}

function experienceItem(doc, entry) {
  if (!entry.roles) return roleItem(doc, entry, true);
  return el(
    doc,
    'li',
    { class: hashed() },
    el(
      doc,
      'a',
      { href: `/company/${entry.company.toLowerCase().replace(/\W+/g, '-')}/`, class: hashed() },
      twice(doc, entry.company),
      entry.type ? twice(doc, entry.type) : undefined,
    ),
    el(doc, 'ul', { class: hashed() }, ...entry.roles.map((role) => roleItem(doc, role, false))),
  );
}

/** The top card: name, pronouns, degree, headline, location, contact info, connections, and the Connect and Message buttons. */
export function renderTopCard(doc, slug, profile, ui) {
  return el(
    doc,
    'section',
    { class: hashed(), 'data-member-card': '' },
    el(
      doc,
      'div',
      { class: hashed() },
      el(doc, 'h1', { class: hashed() }, profile.name),
      profile.pronouns ? el(doc, 'span', { class: hashed() }, `(${profile.pronouns})`) : undefined,
      el(doc, 'span', { class: hashed() }, ` · ${profile.degree}`),
    ),
    el(doc, 'div', { class: hashed() }, profile.headline),
    el(
      doc,
      'div',
      { class: hashed() },
      el(doc, 'span', { class: hashed() }, profile.location),
      el(doc, 'span', { 'aria-hidden': 'true' }, ' · '),
      el(doc, 'a', { href: `/in/${slug}/overlay/contact-info/` }, ui.contactInfo),
    ),
    el(doc, 'div', { class: hashed() }, el(doc, 'span', {}, `${profile.connections} ${ui.connections}`)),
    el(
      doc,
      'div',
      { class: hashed() },
      el(doc, 'button', { type: 'button', 'data-action': 'connect' }, ui.connect),
      el(doc, 'button', { type: 'button', 'data-action': 'message' }, ui.message),
      el(doc, 'button', { type: 'button' }, ui.more),
    ),
  );
}

/** The profile's sections in LinkedIn's order: About, Activity, Experience, Education (those the profile has). */
export function renderSections(doc, slug, profile, ui) {
  const parts = [];
  if (profile.about)
    parts.push(section(doc, slug, 'about', ui.about, el(doc, 'div', { class: hashed() }, twice(doc, profile.about))));
  if (profile.activity.length) {
    const items = profile.activity.map((post, i) =>
      el(
        doc,
        'li',
        { class: hashed() },
        twice(doc, `${profile.name} ${ui.posted} · ${i + 1}w`),
        el(doc, 'div', { class: hashed() }, twice(doc, post)),
      ),
    );
    parts.push(
      section(doc, slug, 'activity', ui.activity, el(doc, 'ul', { class: hashed() }, ...items), {
        path: 'recent-activity/all/',
        label: ui.showAll,
      }),
    );
  }
  if (profile.experience.length) {
    parts.push(
      section(
        doc,
        slug,
        'experience',
        ui.experience,
        el(doc, 'ul', { class: hashed() }, ...profile.experience.map((entry) => experienceItem(doc, entry))),
        { path: 'details/experience/', label: ui.showAll },
      ),
    );
  }
  if (profile.education.length) {
    const items = profile.education.map((entry) =>
      el(
        doc,
        'li',
        { class: hashed() },
        el(
          doc,
          'div',
          { class: hashed() },
          twice(doc, entry.school),
          entry.degree ? twice(doc, entry.degree) : undefined,
          twice(doc, entry.dates),
        ),
      ),
    );
    parts.push(
      section(doc, slug, 'education', ui.education, el(doc, 'ul', { class: hashed() }, ...items), {
        path: 'details/education/',
        label: ui.showAll,
      }),
    );
  }
  return parts;
}

/** Links to the other practice profiles, as LinkedIn's aside does. */
export function renderMoreProfiles(doc, slug, ui) {
  const others = Object.entries(PROFILES).filter(([other]) => other !== slug);
  return el(
    doc,
    'aside',
    { class: hashed(), 'aria-label': ui.moreProfiles },
    el(doc, 'h2', {}, ui.moreProfiles),
    el(
      doc,
      'ul',
      {},
      ...others.map(([other, person]) =>
        el(doc, 'li', {}, el(doc, 'a', { href: `/in/${other}/` }, person.name), el(doc, 'p', {}, person.headline)),
      ),
    ),
  );
}
