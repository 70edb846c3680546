// Types for the practice pages' languages (plain JavaScript), so tests and scripts can import them.
export type PracticeLanguage = 'en' | 'de' | 'fr' | 'es' | 'pt-BR' | 'ja';
export declare const PRACTICE_LANGUAGES: readonly PracticeLanguage[];
export declare const UI_WORDS: Record<PracticeLanguage, Record<string, string>>;
export declare const CALLS: Record<
  Exclude<PracticeLanguage, 'en'>,
  { prospect: string; title: string; turns: ReadonlyArray<{ speaker: string; text: string }> }
>;
export declare function practiceLanguage(asked: string | null): PracticeLanguage;
