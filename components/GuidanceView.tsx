import { t } from '../lib/i18n/messages';
import { describeApiError } from '../lib/api/errors';
import { browserPagePicker } from '../lib/panel/page-picker';
import { useSession } from '../lib/panel/use-session';
import type { MeetingSession } from '../lib/session/types';
import type { Settings } from '../lib/settings/schema';
import { CaptureFromPage } from './CaptureFromPage';
import { OpenOptionsButton } from './ErrorNotice';
import { SessionView } from './SessionView';

/** The Guidance tab: the tab's call or support conversation, or how to start one. */
export function GuidanceView({ tabId, settings }: { tabId: number | undefined; settings: Settings | undefined }) {
  const { session, send } = useSession(tabId);
  const needsProxy = settings !== undefined && settings.proxyUrl === '';

  if (session === null) {
    return (
      <section>
        <h1>{t('extName')}</h1>
        {needsProxy && <NeedsProxy />}
        <p className="empty">{t('panelStartHint')}</p>
        {tabId !== undefined && <CaptureFromPage key={tabId} tabId={tabId} deps={browserPagePicker} />}
      </section>
    );
  }
  return (
    <>
      {needsProxy && <NeedsProxy />}
      {session === undefined ? (
        <section className="empty" aria-label={t('panelConnecting')}>
          <p role="status">{t('panelConnecting')}</p>
          <p className="muted">{t('panelConnectingHint')}</p>
        </section>
      ) : (
        <SessionView session={withoutSetupError(session)} send={send} settings={settings} />
      )}
      {/* A page read by a recipe can be picked again when the page changed and the recipe reads it wrong. */}
      {session?.meeting.platform === 'recipe' && tabId !== undefined && (
        <CaptureFromPage key={tabId} tabId={tabId} deps={browserPagePicker} again />
      )}
    </>
  );
}

function NeedsProxy() {
  const { title, action } = describeApiError({ kind: 'not_configured' });
  return (
    <section className="notice" aria-label={t('panelSetup')}>
      <strong>{title}</strong> <span>{action}</span>
      <OpenOptionsButton />
    </section>
  );
}

/**
 * "Not configured" is shown above from the live settings, so the session's copy (recorded
 * when a request found no proxy) would only say it twice, or linger once the proxy is set.
 */
function withoutSetupError(session: MeetingSession): MeetingSession {
  if (session.analysis.lastError?.kind !== 'not_configured') return session;
  return { ...session, analysis: { ...session.analysis, lastError: undefined } };
}
