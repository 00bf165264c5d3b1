import { afterEach, describe, expect, it } from 'vitest';
import { leavingKeys, letEditorsBeLeft, listLeavingKeys } from './editor-keys';

// GraphiQL's editor markup, as it renders it: a frame Tab stops at (Enter goes in), Monaco inside.
const editorMarkup = '<main><div class="graphiql-editor" tabindex="0"><div class="monaco-editor"><textarea></textarea></div></div><button>Run</button></main>';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

function editorIn(): { frame: HTMLElement; text: HTMLElement; stop: () => void } {
  document.body.innerHTML = editorMarkup;
  const stop = letEditorsBeLeft(document.querySelector('main')!);
  const text = document.querySelector('textarea')!;
  text.focus();
  return { frame: document.querySelector('.graphiql-editor')!, text, stop };
}

describe("the explorer's editors", () => {
  it('are left with Escape, back to the frame that Tab and Shift+Tab move on from', () => {
    const { frame, stop } = editorIn();
    press('Escape');
    expect(document.activeElement).toBe(frame);
    stop();
  });

  it('keep focus for an Escape the editor used itself, such as closing its completions', () => {
    const { frame, text, stop } = editorIn();
    // Monaco's own keys are dispatched on the frame, and what it uses goes no further.
    frame.addEventListener('keydown', (event) => event.stopPropagation(), { once: true });
    press('Escape');
    expect(document.activeElement).toBe(text);
    press('Escape');
    expect(document.activeElement).toBe(frame);
    stop();
  });

  it('keep focus for other keys', () => {
    const { text, stop } = editorIn();
    press('Tab');
    expect(document.activeElement).toBe(text);
    stop();
  });
});

describe("the explorer's Short Keys", () => {
  it.each([
    [false, ['Escape', 'Ctrl-M']],
    // GraphiQL's Merge fragments has Monaco's Ctrl+Shift+M there.
    [true, ['Escape']],
  ])('say how to leave an editor (on macOS: %s)', (mac, keys) => {
    expect(leavingKeys(mac).map(([key]) => key)).toEqual(keys);
  });

  it('list them in GraphiQL’s Short Keys dialog each time it opens, once', async () => {
    const body = document.createElement('div');
    const stop = listLeavingKeys(body);
    const open = () =>
      body.insertAdjacentHTML(
        'beforeend',
        '<div><div class="graphiql-dialog"><table class="graphiql-table"><tbody><tr><td><code class="graphiql-key">F1</code></td><td>Open the Command Palette</td></tr></tbody></table></div></div>',
      );
    const rows = () => [...body.querySelectorAll('tr')].map((row) => [...row.cells].map((cell) => cell.textContent));
    open();
    await settle();
    body.append(document.createElement('div'));
    await settle();
    expect(rows()).toEqual([['F1', 'Open the Command Palette'], ...leavingKeys().map(([keys, what]) => [keys.replaceAll('-', ' + '), what])]);
    expect(rows().map(([keys]) => keys)).toContain('Escape');

    body.innerHTML = '';
    open();
    await settle();
    expect(rows()).toHaveLength(3);
    stop();
  });
});
