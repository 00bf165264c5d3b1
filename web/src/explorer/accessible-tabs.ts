/**
 * GraphiQL gives each tab's list item the role of tab, though the item holds two buttons (the
 * tab's own and Close): a screen reader meets a tab inside a tab, and axe reports nested
 * interactive controls. This moves the role, and whether it is selected, onto the tab's own
 * button, and keeps doing so as GraphiQL adds tabs or changes which is selected. Returns the stop.
 */
export function keepTabsAccessible(root: HTMLElement): () => void {
  const fix = () => {
    for (const item of root.querySelectorAll<HTMLElement>('li.graphiql-tab[aria-selected]')) {
      const button = item.querySelector<HTMLElement>('button.graphiql-tab-button');
      if (!button) continue;
      button.setAttribute('role', 'tab');
      button.setAttribute('aria-selected', item.getAttribute('aria-selected') ?? 'false');
      item.setAttribute('role', 'presentation');
      item.removeAttribute('aria-selected');
    }
  };
  const observer = new MutationObserver(fix);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected'] });
  fix();
  return () => observer.disconnect();
}
