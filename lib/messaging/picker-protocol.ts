// The element picker's answer to the panel's "Capture from this page": the picker runs in the page,
// infers the recipe there (lib/capture/recipes/infer.ts) and hands the panel plain data, which crosses
// from the page as the injected script's result.
import type { ParticipantSide } from './capture-protocol';
import type { Recipe } from '../recipes/recipe';

/** One kind of text element the rows hold, e.g. every row's name. */
export interface RowPart {
  /** Relative to the row: `:scope > …`. */
  selector: string;
  /** In how many rows it shows. */
  rows: number;
  /** A few of its texts, for the user to recognise it by. */
  samples: string[];
}

/** A row as the preview needs it: each part's text (by index into `parts`) and the row's side. */
export interface PreviewRow {
  cells: (string | null)[];
  /**
   * For each part, the first part found at the same element in this row: a positional selector
   * (`span:first-of-type`) lands on the text in rows that show no name, which then have none.
   */
  same: number[];
  side: ParticipantSide;
}

/** What the picker hands the panel: plain data, so it crosses from the page to the panel as is. */
export interface PickedChat {
  /** Saved as is once the user agrees; id and times are set on saving. */
  recipe: Omit<Recipe, 'id' | 'createdAt' | 'updatedAt'>;
  parts: RowPart[];
  speakerPart: number | undefined;
  textPart: number;
  table: PreviewRow[];
}

export type PickOutcome =
  | { kind: 'picked'; picked: PickedChat }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };
