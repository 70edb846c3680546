import { t } from '../lib/i18n/messages';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabView<Id extends string> {
  id: Id;
  label: string;
}

/**
 * An ARIA tablist: arrow keys, Home and End move between tabs and show them. A view is rendered
 * once first shown and then kept (hidden), so what it holds survives switching back and forth.
 */
export function PanelTabs<Id extends string>({
  views,
  active,
  onSelect,
  render,
}: {
  views: readonly TabView<Id>[];
  active: Id;
  onSelect(id: Id): void;
  render(id: Id): ReactNode;
}) {
  const base = useId();
  const tabs = useRef(new Map<Id, HTMLButtonElement>());
  const shown = useRef(new Set<Id>());
  shown.current.add(active);

  function onKeyDown(event: KeyboardEvent) {
    const index = views.findIndex((v) => v.id === active);
    const last = views.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const id = views[next]!.id;
    onSelect(id);
    tabs.current.get(id)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={t('extName')} className="tabs" onKeyDown={onKeyDown}>
        {views.map((view) => (
          <button
            key={view.id}
            ref={(el) => void (el ? tabs.current.set(view.id, el) : tabs.current.delete(view.id))}
            type="button"
            role="tab"
            id={`${base}-tab-${view.id}`}
            aria-selected={view.id === active}
            aria-controls={`${base}-panel-${view.id}`}
            tabIndex={view.id === active ? 0 : -1}
            onClick={() => onSelect(view.id)}
          >
            {view.label}
          </button>
        ))}
      </div>
      {views
        .filter((view) => shown.current.has(view.id))
        .map((view) => (
          <div
            key={view.id}
            role="tabpanel"
            id={`${base}-panel-${view.id}`}
            aria-labelledby={`${base}-tab-${view.id}`}
            hidden={view.id !== active}
          >
            {render(view.id)}
          </div>
        ))}
    </>
  );
}
