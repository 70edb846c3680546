import { useMemo } from 'react';
import { t } from '../lib/i18n/messages';
import type { PanelCommand } from '../lib/messaging/panel-protocol';
import { describeRedacted } from '../lib/privacy/redact';
import type { MeetingSession } from '../lib/session/types';
import { CapturePrivacy } from './CapturePrivacy';
import { CaptureChip, CaptureStatus, isChatTool } from './CaptureStatus';
import { ErrorNotice } from './ErrorNotice';
import type { CardDeps } from '../lib/panel/card-deps';
import type { ExportDeps } from '../lib/panel/export-deps';
import { checklistSoFar } from '../lib/session/playbook';
import { Checklist } from './Checklist';
import { ExportControls } from './ExportControls';
import { exportLiveSession } from '../lib/history/export';
import { GuidanceFeed } from './GuidanceFeed';
import { InternalNotes } from './InternalNotes';
import { RenameSpeakers } from './RenameSpeakers';
import { SaveConversation } from './SaveConversation';
import { SpeakerPicker } from './SpeakerPicker';
import { TranscriptLog } from './TranscriptLog';

export const platformNames: Record<MeetingSession['meeting']['platform'], string> = {
  meet: t('panelPlatformMeet'),
  teams: t('panelPlatformTeams'),
  zoom: t('panelPlatformZoom'),
  zendesk: t('panelPlatformZendesk'),
  intercom: t('panelPlatformIntercom'),
  hubspot: t('panelPlatformHubspot'),
  freshdesk: t('panelPlatformFreshdesk'),
  front: t('panelPlatformFront'),
  whatsapp: t('panelPlatformWhatsapp'),
  recipe: t('panelPlatformRecipe'),
  linkedin: t('panelPlatformLinkedin'),
};

/** Support tools whose reply box a procedure's reply can be inserted into. */
const replyTools: ReadonlySet<MeetingSession['meeting']['platform']> = new Set([
  'zendesk',
  'intercom',
  'hubspot',
  'freshdesk',
  'front',
  'whatsapp',
] as const);

const statusWords: Record<MeetingSession['analysis']['status'], string> = {
  idle: '',
  scheduled: t('panelAskScheduled'),
  in_flight: t('panelAskInFlight'),
};

export function SessionView({
  session,
  send,
  exportDeps,
  cardDeps,
}: {
  session: MeetingSession;
  send(command: PanelCommand): void;
  exportDeps?: ExportDeps;
  cardDeps?: CardDeps;
}) {
  const { analysis } = session;
  const [dialogue, notes] = useMemo(() => {
    const isNote = (u: MeetingSession['utterances'][number]) => u.source === 'note';
    return [session.utterances.filter((u) => !isNote(u)), session.utterances.filter(isNote)];
  }, [session.utterances]);
  const checklist = useMemo(() => checklistSoFar(session.guidance.map((e) => e.guidance)), [session.guidance]);
  const { platform } = session.meeting;
  const chat = isChatTool(platform);
  const untitled = t(chat ? 'panelUntitledConversation' : 'panelUntitledMeeting');
  return (
    <>
      <header className="session-header">
        <div className="session-header-row">
          <p className="platform">{platformNames[session.meeting.platform]}</p>
          <CaptureChip
            state={session.captureState}
            platform={session.meeting.platform}
            paused={session.paused === true}
          />
        </div>
        <h1>{session.meeting.title || untitled}</h1>
        <div className="session-header-row">
          <p className="coached">
            {session.currentUser ? t('panelCoaching', session.currentUser) : t('panelPickWhoToCoach')}
          </p>
          <button
            type="button"
            className="primary"
            onClick={() => send({ type: 'panel/suggestNow' })}
            disabled={!session.currentUser}
            title={t(session.currentUser ? 'panelSuggestNowHint' : 'panelSuggestNowNeedsPerson')}
          >
            {t('panelSuggestNow')}
          </button>
        </div>
      </header>
      <CaptureStatus state={session.captureState} platform={session.meeting.platform} rules={session.meeting.rules} />
      <SpeakerPicker
        speakers={session.speakers}
        currentUser={session.currentUser}
        sides={session.sides}
        onPick={(name) => send({ type: 'panel/setCurrentUser', name })}
      />
      <CapturePrivacy paused={session.paused === true} pageUrl={session.meeting.url} send={send} />
      <SaveConversation session={session} send={send} />
      <RenameSpeakers
        speakers={session.speakers}
        onRename={(from, to) => send({ type: 'panel/renameSpeaker', from, to })}
      />
      <p className="muted" aria-live="polite">
        {statusWords[analysis.status]}
      </p>
      {analysis.lastError && <ErrorNotice error={analysis.lastError} />}
      {analysis.waitingReason && <p className="notice">{analysis.waitingReason}</p>}
      {analysis.windowed && (
        <p className="muted">{t('panelWindowed', analysis.windowed.sent, analysis.windowed.total)}</p>
      )}
      {analysis.redacted && <p className="muted">{describeRedacted(analysis.redacted)}</p>}
      <GuidanceFeed
        entries={session.guidance}
        summaryTitle={t(chat ? 'panelConversationSoFar' : 'panelCallSoFar')}
        emptyHint={t(session.currentUser ? 'panelEmptyCoached' : 'panelEmptyPickSomeone')}
        dismissed={session.dismissals}
        onDismiss={(dismissal) => send({ type: 'panel/dismissCard', dismissal })}
        onRestore={(card) => send({ type: 'panel/restoreCard', card })}
        reply={replyTools.has(platform) ? { tabId: session.tabId, toolName: platformNames[platform] } : undefined}
        deps={cardDeps}
      />
      {checklist && <Checklist checklist={checklist} />}
      <TranscriptLog utterances={dialogue} />
      <ExportControls build={() => exportLiveSession(session, Date.now())} deps={exportDeps} />
      <InternalNotes notes={notes} />
    </>
  );
}
