import { t } from '../lib/i18n/messages';
import type { CapturedUtterance } from '../lib/messaging/capture-protocol';

/** A support tool's internal notes: the team's, not the conversation's, so listed apart from the transcript. */
export function InternalNotes({ notes }: { notes: readonly CapturedUtterance[] }) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t('panelInternalNotes')}</h2>
      <p className="muted">{t('panelInternalNotesExplain')}</p>
      <ul className="notes" aria-labelledby="notes-heading">
        {notes.map((note) => (
          <li key={note.id}>
            <span className="speaker">{note.speakerName}</span> <span className="text">{note.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
