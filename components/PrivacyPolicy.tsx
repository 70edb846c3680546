// The privacy policy that ships inside the extension (linked from the options and the welcome page),
// in the browser's language: every sentence is a message of the messages file.
import { t, type MessageKey } from '../lib/i18n/messages';
import { TextWith } from './TextWith';

type Item = MessageKey | { message: MessageKey; code: string };

interface Section {
  heading: MessageKey;
  items: readonly Item[];
  /** A paragraph of its own: a section that is one statement, or a closing note under a list. */
  paragraph?: MessageKey;
}

export const policySections: readonly Section[] = [
  { heading: 'privacyWhoHeading', items: [], paragraph: 'privacyWho' },
  {
    heading: 'privacyReadHeading',
    items: [
      'privacyReadMeetings',
      'privacyReadSupport',
      { message: 'privacyReadLinkedin', code: '/in/…' },
      'privacyReadTaught',
      'privacyReadSelected',
    ],
    paragraph: 'privacyReadNever',
  },
  {
    heading: 'privacySentHeading',
    items: [
      'privacySentGuidance',
      'privacySentOutreach',
      { message: 'privacySentRedacted', code: '[email]' },
      'privacySentToken',
      'privacySentRules',
    ],
  },
  {
    heading: 'privacyKeptHeading',
    items: ['privacyKeptSession', 'privacyKeptSettings', 'privacyKeptProxy', 'privacyKeptLogs'],
  },
  { heading: 'privacyChoicesHeading', items: ['privacyChoicesPause', 'privacyChoicesExclude', 'privacyChoicesRemove'] },
];

function Sentence({ item }: { item: Item }) {
  if (typeof item === 'string') return t(item);
  return <TextWith message={item.message} parts={[<code key="code">{item.code}</code>]} />;
}

export function PrivacyPolicy() {
  return (
    <main>
      <h1>{t('privacyTitle')}</h1>
      <p className="muted">{t('privacyShipsInside')}</p>
      {policySections.map(({ heading, items, paragraph }) => (
        <section key={heading} aria-labelledby={heading}>
          <h2 id={heading}>{t(heading)}</h2>
          {items.length > 0 && (
            <ul>
              {items.map((item) => (
                <li key={typeof item === 'string' ? item : item.message}>
                  <Sentence item={item} />
                </li>
              ))}
            </ul>
          )}
          {paragraph && <p>{t(paragraph)}</p>}
        </section>
      ))}
    </main>
  );
}
