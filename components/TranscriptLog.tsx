import { t } from '../lib/i18n/messages';
import { useLayoutEffect, useRef } from 'react';
import type { CapturedUtterance } from '../lib/messaging/capture-protocol';

/** Follows the newest line only while the reader is already at the bottom. */
export function TranscriptLog({ utterances }: { utterances: readonly CapturedUtterance[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new line is what triggers following it
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [utterances]);
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
            {utterances.map((u) => (
              <li key={u.id} className={u.final ? undefined : 'draft'}>
                <span className="speaker">{u.speakerName}</span> <span className="text">{u.text}</span>
                {!u.final && <span className="visually-hidden"> {t('panelStillTranscribing')}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
