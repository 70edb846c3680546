import { useId, useState } from 'react';
import { t } from '../lib/i18n/messages';
import type { PickedChat } from '../lib/messaging/picker-protocol';
import { previewTranscript, withSpeaker } from '../lib/recipes/preview';
import type { PagePickerDeps, SaveOutcome } from '../lib/panel/page-picker';

type Step =
  | { kind: 'idle' }
  | { kind: 'picking' }
  | { kind: 'preview'; picked: PickedChat; saving?: boolean; outcome?: SaveOutcome }
  | { kind: 'failed'; reason: string };

const NO_SPEAKER = 'none';
const SAMPLE_CHARS = 40;

const shortened = (sample: string) => (sample.length > SAMPLE_CHARS ? `${sample.slice(0, SAMPLE_CHARS - 1)}…` : sample);

/** "Capture from this page": pick one message, check the preview, correct the speaker, save for the site. */
export function CaptureFromPage({
  tabId,
  deps,
  again = false,
}: {
  tabId: number;
  deps: PagePickerDeps;
  again?: boolean;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const speakerId = useId();

  async function pick() {
    setStep({ kind: 'picking' });
    const outcome = await deps.pick(tabId);
    if (outcome.kind === 'picked') setStep({ kind: 'preview', picked: outcome.picked });
    else if (outcome.kind === 'failed') setStep({ kind: 'failed', reason: outcome.reason });
    else setStep({ kind: 'idle' });
  }

  function save(picked: PickedChat) {
    // No await before this call: the site's permission is asked for inside the click.
    const saving = deps.save(tabId, picked.recipe);
    setStep({ kind: 'preview', picked, saving: true });
    void saving.then((outcome) => setStep({ kind: 'preview', picked, outcome }));
  }

  const pickButton = (label: string) => (
    <button type="button" onClick={() => void pick()}>
      {label}
    </button>
  );

  if (step.kind === 'idle' || step.kind === 'failed') {
    return (
      <section aria-label={t('panelCaptureFromPage')}>
        <p className="muted">{t(again ? 'panelCaptureAgainHint' : 'panelCaptureHint')}</p>
        {pickButton(t('panelCaptureFromPage'))}
        {step.kind === 'failed' && (
          <p className="notice notice-error" role="alert">
            {step.reason}
          </p>
        )}
      </section>
    );
  }
  if (step.kind === 'picking') {
    return (
      <section aria-label={t('panelCaptureFromPage')}>
        <p role="status">{t('panelPicking')}</p>
        <button type="button" onClick={() => void deps.cancel(tabId)}>
          {t('panelCancel')}
        </button>
      </section>
    );
  }

  const { picked, saving, outcome } = step;
  const lines = previewTranscript(picked);
  const site = new URL(picked.recipe.origin).host;
  return (
    <section aria-label={t('panelCaptureFromPage')}>
      <h2>{t('panelPreviewFor', site)}</h2>
      <div className="field">
        <label htmlFor={speakerId}>{t('panelSpeaker')}</label>
        <select
          id={speakerId}
          value={picked.speakerPart === undefined ? NO_SPEAKER : String(picked.speakerPart)}
          onChange={(e) =>
            setStep({
              kind: 'preview',
              picked: withSpeaker(picked, e.target.value === NO_SPEAKER ? undefined : Number(e.target.value)),
            })
          }
        >
          {picked.parts.map((part, index) => (
            <option key={part.selector} value={index}>
              {t(
                index === picked.textPart ? 'panelPartOptionText' : 'panelPartOption',
                part.samples.map(shortened).join(', '),
                part.rows,
              )}
            </option>
          ))}
          <option value={NO_SPEAKER}>{t('panelNoNameShown')}</option>
        </select>
      </div>
      <ol aria-label={t('panelPreview')} className="transcript">
        {lines.map((line, index) => (
          <li key={index}>
            <strong>{line.name}</strong> {line.text}
          </li>
        ))}
      </ol>
      {lines.length === 0 && <p className="notice">{t('panelNothingReads')}</p>}
      <div className="controls">
        <button
          type="button"
          disabled={saving || lines.length === 0 || outcome?.kind === 'saved'}
          onClick={() => save(picked)}
        >
          {t('panelSaveForSite')}
        </button>
        {pickButton(t('panelPickAgain'))}
      </div>
      <SaveResult outcome={outcome} site={site} />
    </section>
  );
}

function SaveResult({ outcome, site }: { outcome?: SaveOutcome; site: string }) {
  if (!outcome) return null;
  if (outcome.kind === 'saved') return <p role="status">{t('panelSaved', site)}</p>;
  if (outcome.kind === 'denied')
    return (
      <p className="notice" role="alert">
        {t('panelSaveDenied', site)}
      </p>
    );
  return (
    <p className="notice notice-error" role="alert">
      {outcome.reason}
    </p>
  );
}
