import { t } from '../lib/i18n/messages';
import { useState } from 'react';
import type { PanelCommand } from '../lib/messaging/panel-protocol';
import { siteOf } from '../lib/settings/schema';

/** "Pause capture" for this conversation, and "Never capture on this site" (asked once more before it forgets). */
export function CapturePrivacy({
  paused,
  pageUrl,
  send,
}: {
  paused: boolean;
  pageUrl: string;
  send(command: PanelCommand): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const site = siteOf(pageUrl);
  return (
    <fieldset className="group" aria-label={t('panelPrivacy')}>
      {paused && (
        <p className="notice" role="status">
          {t('panelPausedNotice')}
        </p>
      )}
      <div className="controls">
        <button type="button" onClick={() => send({ type: 'panel/setPaused', paused: !paused })}>
          {t(paused ? 'panelResumeCapture' : 'panelPauseCapture')}
        </button>
        {site && !confirming && (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('panelNeverCaptureSite')}
          </button>
        )}
      </div>
      {site && confirming && (
        <div className="notice" role="alertdialog" aria-label={t('panelNeverCaptureSite')}>
          <p>{t('panelNeverCaptureExplain', site)}</p>
          <div className="controls">
            <button type="button" onClick={() => send({ type: 'panel/neverCaptureSite' })}>
              {t('panelNeverCaptureOn', site)}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('panelCancel')}
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
