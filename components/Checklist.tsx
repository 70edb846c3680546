// The playbook's discovery checklist: each item covered (with the line that covered it) or open
// (with the question to ask).
import { useId } from 'react';
import type { ChecklistState } from '../lib/api/playbook';
import { t } from '../lib/i18n/messages';

/** `heading`: the heading's level, under the page's own (h2 in the Guidance tab, h3 in a saved conversation). */
export function Checklist({
  checklist,
  heading: Heading = 'h2',
}: {
  checklist: ChecklistState;
  heading?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const covered = checklist.items.filter((item) => item.covered).length;
  return (
    <section aria-labelledby={headingId} className="checklist">
      <Heading id={headingId}>{t('panelChecklist')}</Heading>
      <p className="muted">{t('panelChecklistProgress', checklist.framework, covered, checklist.items.length)}</p>
      <ul className="checklist-items">
        {checklist.items.map((item) => (
          <li key={item.id} className={item.covered ? 'checklist-covered' : 'checklist-open'}>
            <span className="checklist-state">{t(item.covered ? 'panelChecklistCovered' : 'panelChecklistOpen')}</span>{' '}
            <strong>{item.label}</strong>
            {item.covered ? (
              item.quote !== undefined && <p className="checklist-line">{t('panelQuoted', item.quote)}</p>
            ) : (
              <p className="checklist-line">{t('panelChecklistAsk', item.ask)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
