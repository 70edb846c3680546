// One matched playbook entry as a card: the team's approved answer (or battlecard, or procedure
// reply) verbatim, who said what matched it, its source, and what to do with the answer.
import { type ReactNode, useState } from 'react';
import type { PlaybookEntryType, PlaybookMatch } from '../lib/api/playbook';
import { t, type MessageKey } from '../lib/i18n/messages';
import type { InsertReplyResult } from '../lib/messaging/reply-protocol';
import { REPLY_INSERT } from '../lib/messaging/reply-protocol';
import type { CardDeps } from '../lib/panel/card-deps';

/** Where a procedure's reply can be inserted: the tab's support tool, by name. */
export interface ReplyTarget {
  tabId: number;
  toolName: string;
}

const typeTags: Record<PlaybookEntryType, MessageKey> = {
  objection: 'panelPlaybookObjection',
  competitor: 'panelPlaybookCompetitor',
  procedure: 'panelPlaybookProcedure',
};
const answerLabels: Record<PlaybookEntryType, MessageKey> = {
  objection: 'panelPlaybookAnswerLabel',
  competitor: 'panelPlaybookBattlecardLabel',
  procedure: 'panelPlaybookReplyLabel',
};

/** The source as a link only when it is a web address: anything else (javascript:, data:) is never a link. */
export function sourceLink(source: string | undefined): { href: string; host: string } | undefined {
  if (source === undefined) return undefined;
  try {
    const url = new URL(source);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { href: url.href, host: url.host } : undefined;
  } catch {
    return undefined;
  }
}

export function insertReplyWords(result: InsertReplyResult, toolName: string): string {
  if (result.ok) return t('panelReplyInserted');
  if (result.reason === 'no_reply_box') return t('panelReplyNoBox', toolName);
  if (result.reason === 'not_supported') return t('panelReplyNotSupported', toolName);
  return t('panelReplyFailed');
}

export function PlaybookCardBody({
  titleId,
  match,
  meta,
  deps,
  reply,
  dismiss,
}: {
  /** The title's id: the card is named by it. */
  titleId: string;
  match: PlaybookMatch;
  /** The card's time line, and the "Latest" tag on the newest card. */
  meta: ReactNode;
  deps: CardDeps;
  /** Set in a support tool: a procedure's reply can go into its reply box. */
  reply?: ReplyTarget;
  /** The card's "Not useful" button, among its actions. */
  dismiss: ReactNode;
}) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();
  const link = sourceLink(match.source);
  const copy = () =>
    deps.copy(match.answer).then(
      () => setOutcome({ ok: true, text: t('panelAnswerCopied') }),
      () => setOutcome({ ok: false, text: t('panelAnswerCopyFailed') }),
    );
  const insert = (target: ReplyTarget) =>
    deps.insertReply(target.tabId, { type: REPLY_INSERT, text: match.answer }).then(
      (result) => setOutcome({ ok: result.ok, text: insertReplyWords(result, target.toolName) }),
      () => setOutcome({ ok: false, text: t('panelReplyNotReading') }),
    );
  return (
    <>
      <p className="guidance-meta">
        {meta}
        <span className="playbook-tag">{t(typeTags[match.type])}</span>
      </p>
      <h3 className="playbook-title" id={titleId}>
        {match.title}
      </h3>
      <p className="playbook-said">{t('panelPlaybookSaid', match.speakerName, match.quote)}</p>
      <p className="playbook-answer-label">{t(answerLabels[match.type])}</p>
      {/* Verbatim: line breaks kept by CSS (pre-wrap), always text. */}
      <p className="playbook-answer">{match.answer}</p>
      {link && (
        <p className="playbook-source">
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {t('panelPlaybookSource', link.host)}
          </a>
        </p>
      )}
      <div className="card-actions">
        <button type="button" onClick={() => void copy()}>
          {t('panelCopyAnswer')}
        </button>
        {reply && match.type === 'procedure' && (
          <button type="button" onClick={() => void insert(reply)}>
            {t('panelInsertReply')}
          </button>
        )}
        {dismiss}
      </div>
      {outcome && <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p>}
    </>
  );
}
