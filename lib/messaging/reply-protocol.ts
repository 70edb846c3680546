// From the panel to a support tool's content script (tabs.sendMessage): put a playbook procedure's
// reply into the tool's reply box as if the agent had typed it. Plain types, no zod: the content
// script must stay small.

export interface InsertReplyRequest {
  type: 'reply/insert';
  text: string;
}
export type InsertReplyResult = { ok: true } | { ok: false; reason: 'no_reply_box' | 'not_supported' | 'failed' };
export const REPLY_INSERT = 'reply/insert';
