// Types for the practice support conversation's plain-JavaScript script, so tests can import it.
export interface SupportMessage {
  ticket: string;
  sender: string;
  side: 'customer' | 'agent' | 'bot';
  kind?: 'note';
  text: string;
  signature?: string;
  quoted?: string;
  emoji?: string;
}
export declare const AGENT: string;
export declare const CUSTOMER: string;
export declare const SECOND_CUSTOMER: string;
export declare const BOT: string;
export declare const tickets: ReadonlyArray<{ id: string; subject: string }>;
export declare const history: ReadonlyArray<SupportMessage>;
export declare const supportChat: ReadonlyArray<SupportMessage | { open: string }>;
