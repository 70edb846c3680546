// The playbook's discovery checklist: each item covered (with the line that covered it) or open
// (with the question to ask).
import type { ChecklistState } from '../lib/api/playbook';
import { t } from '../lib/i18n/messages';

export function Checklist({ checklist }: { checklist: ChecklistState }) {
  const covered = checklist.items.filter((item) => item.covered).length;
  return (
    <section aria-labelledby="checklist-heading" className="checklist">
      <h2 id="checklist-heading">{t('panelChecklist')}</h2>
      <p className="muted">{t('panelChecklistProgress', checklist.framework, covered, checklist.items.length)}</p>
      <ul>
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
