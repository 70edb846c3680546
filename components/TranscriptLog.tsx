import { t } from '../lib/i18n/messages';
import { useLayoutEffect, useRef } from 'react';
import type { CapturedUtterance } from '../lib/messaging/capture-protocol';

/** A line to show: `asked` counts the requests, so showing the same line again scrolls to it again. */
export interface ShownLine {
  id: string;
  asked: number;
}

/**
 * Follows the newest line only while the reader is already at the bottom. `shown`: the line a
 * recap's quote links to, scrolled to, highlighted and focused.
 */
export function TranscriptLog({ utterances, shown }: { utterances: readonly CapturedUtterance[]; shown?: ShownLine }) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new line is what triggers following it
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [utterances]);
  useLayoutEffect(() => {
    if (!shown) return;
    // Found by comparing, not by a selector: a line's id is the page's and may hold any character.
    const lines = ref.current?.querySelectorAll<HTMLElement>('[data-line]') ?? [];
    const line = [...lines].find((element) => element.dataset.line === shown.id);
    if (!line) return;
    atBottom.current = false;
    line.scrollIntoView?.({ block: 'center' });
    line.focus({ preventScroll: true });
  }, [shown]);
  return (
    <section aria-labelledby="transcript-heading">
      <h2 id="transcript-heading">{t('panelTranscript')}</h2>
      <div
        ref={ref}
        className="transcript"
        role="log"
        aria-label={t('panelTranscript')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take focus to scroll by keyboard
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        {utterances.length === 0 ? (
          <p className="muted">{t('panelNothingSaid')}</p>
        ) : (
          <ul>
            {utterances.map((u) => {
              const highlighted = shown?.id === u.id;
              return (
                <li
                  key={u.id}
                  data-line={u.id}
                  className={[u.final ? '' : 'draft', highlighted ? 'highlight' : ''].join(' ').trim() || undefined}
                  aria-current={highlighted ? 'true' : undefined}
                  tabIndex={highlighted ? -1 : undefined}
                >
                  <span className="speaker">{u.speakerName}</span> <span className="text">{u.text}</span>
                  {!u.final && <span className="visually-hidden"> {t('panelStillTranscribing')}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
