import { describe, expect, it } from 'vitest';
import { keepTabsAccessible } from './accessible-tabs';

// GraphiQL's tab markup, as it renders it.
const tab = (title: string, selected: boolean) =>
  `<li role="tab" aria-selected="${selected}" class="graphiql-tab"><button class="graphiql-tab-button" type="button">${title}</button><button aria-label="Close Tab" type="button">x</button></li>`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the explorer's tabs", () => {
  it('put the tab role on the tab’s own button, not on the item that also holds Close', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<ul role="tablist">${tab('Me', true)}${tab('AccountPlans', false)}</ul>`;
    const stop = keepTabsAccessible(root);
    expect([...root.querySelectorAll('[role="tab"]')].map((element) => [element.tagName, element.textContent, element.getAttribute('aria-selected')])).toEqual([
      ['BUTTON', 'Me', 'true'],
      ['BUTTON', 'AccountPlans', 'false'],
    ]);
    expect([...root.querySelectorAll('li')].map((item) => item.getAttribute('role'))).toEqual(['presentation', 'presentation']);

    // GraphiQL selects the second tab, and opens a third.
    root.querySelectorAll('li')[0]!.setAttribute('aria-selected', 'false');
    root.querySelectorAll('li')[1]!.setAttribute('aria-selected', 'true');
    root.querySelector('ul')!.insertAdjacentHTML('beforeend', tab('BureauFiles', false));
    await settle();
    expect([...root.querySelectorAll('[role="tab"]')].map((element) => [element.textContent, element.getAttribute('aria-selected')])).toEqual([
      ['Me', 'false'],
      ['AccountPlans', 'true'],
      ['BureauFiles', 'false'],
    ]);
    stop();
  });
});
