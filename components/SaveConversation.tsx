// "Save this conversation": names the session (editable) and asks the background to save it; once
// saved, says under which name; when saving is refused, says why while guidance goes on.
import { useId, useState } from 'react';
import { defaultConversationName } from '../lib/history/saving';
import { t } from '../lib/i18n/messages';
import type { PanelCommand } from '../lib/messaging/panel-protocol';
import type { MeetingSession } from '../lib/session/types';

export function SaveConversation({ session, send }: { session: MeetingSession; send(command: PanelCommand): void }) {
  const { analysis } = session;
  const [name, setName] = useState<string | undefined>();
  const nameId = useId();

  if (analysis.conversationId) {
    return (
      <p className="muted" role="status">
        {t('saveSavedAs', analysis.conversationName ?? t('saveSomeConversation'))}
      </p>
    );
  }
  return (
    <div className="save-conversation">
      {analysis.notSavedReason && (
        <p className="notice" role="status">
          {analysis.notSavedReason}
        </p>
      )}
      {analysis.saving ? (
        <p className="muted">{t('saveSaving')}</p>
      ) : name === undefined ? (
        <button type="button" onClick={() => setName(defaultConversationName(session.meeting))}>
          {t('saveButton')}
        </button>
      ) : (
        <form
          aria-label={t('saveButton')}
          className="controls"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'panel/saveConversation', name: name.trim() });
            setName(undefined);
          }}
        >
          <label htmlFor={nameId}>{t('saveNameLabel')}</label>
          <input id={nameId} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          <button type="submit" disabled={name.trim() === ''}>
            {t('saveSubmit')}
          </button>
          <button type="button" onClick={() => setName(undefined)}>
            {t('saveCancel')}
          </button>
        </form>
      )}
    </div>
  );
}
