export type HelpTipSide = 'top' | 'right' | 'bottom' | 'left' | 'middle';

export interface HelpTableRow {
  key: string;
  /** Sanitised as a sub-message: only br, b and p survive. */
  text: string;
}

/** One first-visit tip. A screen registers its tips; `order` sets the tour order. */
export interface HelpTip {
  /** Id of the element the tip points at; required unless `side` is 'middle'. */
  targetId?: string;
  side: HelpTipSide;
  order: number;
  title: string;
  /** Unique across the app: the per-tip disable key is derived from it. */
  helpTipName: string;
  /** Sanitised: only b and a (href, target) survive. */
  helpText: string;
  helpTable?: HelpTableRow[];
  /** Sanitised as a sub-message: only br, b and p survive. */
  helpTextAfterTable?: string;
  /** Never shown in the tour. */
  disabled?: boolean;
  /** Leave the page undimmed behind this tip. */
  hideDarkBG?: boolean;
}
