/**
 * Runs `reload` so that no two overlap: a call while one is under way is held, and however many
 * came meanwhile, one more runs when it is over. The file's page reloads after paying and again as
 * the run ends, which for a small file come together; two refetches of one query at once left the
 * page waiting for an answer that had already come (Apollo shares the request, and the second
 * refetch's promise never settled), so the page stayed on its loading state.
 */
export function oneReloadAtATime(reload: () => Promise<unknown>): () => void {
  let running = false;
  let wanted = false;
  const start = () => {
    running = true;
    wanted = false;
    void reload()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (wanted) start();
      });
  };
  return () => {
    if (running) wanted = true;
    else start();
  };
}
