// Types for the practice WhatsApp chat's plain-JavaScript script, so tests can import it.
export declare const SELF_NAME: string;
export declare const CUSTOMER: string;
export declare const OTHER_CUSTOMER: string;
export declare const supportChat: ReadonlyArray<{ from: 'You' | string; text: string }>;
export declare const otherChat: {
  history: ReadonlyArray<{ from: 'You' | string; text: string }>;
  live: ReadonlyArray<{ from: 'You' | string; text: string }>;
};
export declare const SWITCH_AFTER: number;
