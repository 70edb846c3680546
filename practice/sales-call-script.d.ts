// Types for the practice page's plain-JavaScript script, so tests and scripts can import it.
export declare const SELF_NAME: string;
export declare const PROSPECT: string;
export declare const MEETING_TITLE: string;
export declare const salesCall: ReadonlyArray<{ speaker: 'You' | string; text: string }>;
export declare const callChat: ReadonlyArray<{ afterTurn: number; sender?: string; text: string }>;
export declare const HOSTILE_NAME: string;
export declare const hostileChat: ReadonlyArray<{ afterTurn: number; sender?: string; text: string }>;
export declare const hostileCall: ReadonlyArray<{ speaker: 'You' | string; text: string }>;
