// Tab indents in GraphiQL's editors, as in any code editor, so a keyboard user needs another way
// out of them, and to be told it (docs/explorer.md).

const isMac = () => typeof navigator !== 'undefined' && navigator.userAgent.includes('Mac');

/**
 * Monaco's switch for whether Tab moves focus instead of indenting, in every editor: Ctrl+M. On
 * macOS its key (Ctrl+Shift+M) is GraphiQL's Merge fragments, which wins, and Monaco's list of
 * commands (F1) lacks it: there is none, and Escape is the way out.
 */
export const tabMovesFocusKey = (mac = isMac()): string | null => (mac ? null : 'Ctrl-M');

/** The rows the explorer adds to GraphiQL's Short Keys: how to leave an editor. */
export const leavingKeys = (mac = isMac()): [keys: string, what: string][] => {
  const toggle = tabMovesFocusKey(mac);
  return [
    ['Escape', 'Leave the editor (then Tab moves on, Enter goes back in)'],
    ...(toggle ? [[toggle, 'Tab moves focus instead of indenting, in every editor (again to undo)'] as [string, string]] : []),
  ];
};

/**
 * Escape in an editor, when the editor has nothing of its own open to close (completions, search,
 * a hint), moves focus back to the editor's frame, where GraphiQL's Enter goes back in and Tab
 * and Shift+Tab move on. Returns the stop.
 */
export function letEditorsBeLeft(root: HTMLElement): () => void {
  const leave = (event: KeyboardEvent) => {
    // An Escape the editor used itself (closing its completions, say) goes no further than the
    // editor; it marks every Escape as handled, so that says nothing here.
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    event.target.closest('.monaco-editor')?.parentElement?.closest<HTMLElement>('[tabindex="0"]')?.focus();
  };
  root.addEventListener('keydown', leave);
  return () => root.removeEventListener('keydown', leave);
}

/**
 * Adds the explorer's leaving keys to GraphiQL's Short Keys dialog, whose list is GraphiQL's own,
 * each time it opens (GraphiQL puts its dialogs straight into the page's body). Returns the stop.
 */
export function listLeavingKeys(body: HTMLElement = document.body): () => void {
  const add = () => {
    for (const table of body.querySelectorAll<HTMLTableElement>('.graphiql-dialog table.graphiql-table:not([data-leaving-keys])')) {
      table.dataset.leavingKeys = '';
      for (const [keys, what] of leavingKeys()) {
        const row = table.tBodies[0]!.insertRow();
        const keyCell = row.insertCell();
        keys.split('-').forEach((key, index) => {
          if (index) keyCell.append(' + ');
          keyCell.append(Object.assign(document.createElement('code'), { className: 'graphiql-key', textContent: key }));
        });
        row.insertCell().textContent = what;
      }
    }
  };
  const observer = new MutationObserver(add);
  observer.observe(body, { childList: true });
  add();
  return () => observer.disconnect();
}
