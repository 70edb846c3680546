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
    <fieldset className="group" aria-label="Privacy">
      {paused && (
        <p className="notice" role="status">
          Capture is paused: nothing this conversation shows is kept or sent until you resume.
        </p>
      )}
      <div className="controls">
        <button type="button" onClick={() => send({ type: 'panel/setPaused', paused: !paused })}>
          {paused ? 'Resume capture' : 'Pause capture'}
        </button>
        {site && !confirming && (
          <button type="button" onClick={() => setConfirming(true)}>
            Never capture on this site
          </button>
        )}
      </div>
      {site && confirming && (
        <div className="notice" role="alertdialog" aria-label="Never capture on this site">
          <p>
            Sidecue will stop reading {site} and forget what it captured there in this tab. You can allow the site again
            in the options.
          </p>
          <div className="controls">
            <button type="button" onClick={() => send({ type: 'panel/neverCaptureSite' })}>
              Never capture on {site}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
