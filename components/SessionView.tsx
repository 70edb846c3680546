import { useMemo } from 'react';
import type { PanelCommand } from '../lib/messaging/panel-protocol';
import { describeRedacted } from '../lib/privacy/redact';
import type { MeetingSession } from '../lib/session/types';
import { CapturePrivacy } from './CapturePrivacy';
import { CaptureChip, CaptureStatus, isChatTool } from './CaptureStatus';
import { ErrorNotice } from './ErrorNotice';
import { ExportControls, type ExportDeps } from './ExportControls';
import { exportLiveSession } from '../lib/history/export';
import { GuidanceFeed } from './GuidanceFeed';
import { InternalNotes } from './InternalNotes';
import { RenameSpeakers } from './RenameSpeakers';
import { SaveConversation } from './SaveConversation';
import { SpeakerPicker } from './SpeakerPicker';
import { TranscriptLog } from './TranscriptLog';

export const platformNames: Record<MeetingSession['meeting']['platform'], string> = {
  meet: 'Google Meet',
  teams: 'Microsoft Teams',
  zoom: 'Zoom',
  zendesk: 'Zendesk',
  intercom: 'Intercom',
  hubspot: 'HubSpot',
  freshdesk: 'Freshdesk',
  front: 'Front',
  whatsapp: 'WhatsApp',
  recipe: 'This page',
  linkedin: 'LinkedIn',
};

const statusWords = { idle: '', scheduled: 'Guidance will be asked for shortly.', in_flight: 'Asking for guidance…' };

export function SessionView({
  session,
  send,
  exportDeps,
}: {
  session: MeetingSession;
  send(command: PanelCommand): void;
  exportDeps?: ExportDeps;
}) {
  const { analysis } = session;
  const [dialogue, notes] = useMemo(() => {
    const isNote = (u: MeetingSession['utterances'][number]) => u.source === 'note';
    return [session.utterances.filter((u) => !isNote(u)), session.utterances.filter(isNote)];
  }, [session.utterances]);
  const untitled = isChatTool(session.meeting.platform) ? 'Untitled conversation' : 'Untitled meeting';
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
          <p className="coached">{session.currentUser ? `Coaching: ${session.currentUser}` : 'Pick who to coach'}</p>
          <button
            type="button"
            className="primary"
            onClick={() => send({ type: 'panel/suggestNow' })}
            disabled={!session.currentUser}
            title={
              session.currentUser
                ? 'Asks now about every finished line; a line still being transcribed goes with the next request'
                : 'Pick who to coach first'
            }
          >
            Suggest now
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
        <p className="muted">
          Guidance used the last {analysis.windowed.sent} of {analysis.windowed.total} messages.
        </p>
      )}
      {analysis.redacted && <p className="muted">{describeRedacted(analysis.redacted)}</p>}
      <GuidanceFeed
        entries={session.guidance}
        summaryTitle={isChatTool(session.meeting.platform) ? 'Conversation so far' : 'Call so far'}
        emptyHint={
          session.currentUser
            ? 'Guidance appears here as the conversation goes on. To ask now, press Suggest now.'
            : 'Pick who to coach under "Guidance for": guidance starts once they have spoken.'
        }
      />
      <TranscriptLog utterances={dialogue} />
      <ExportControls build={() => exportLiveSession(session, Date.now())} deps={exportDeps} />
      <InternalNotes notes={notes} />
    </>
  );
}
