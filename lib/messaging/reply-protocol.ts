// lib/messaging/reply-protocol.ts
export interface InsertReplyRequest {
  type: 'reply/insert';
  text: string;
}
export type InsertReplyResult = { ok: true } | { ok: false; reason: 'no_reply_box' | 'not_supported' | 'failed' };
export const REPLY_INSERT = 'reply/insert';
