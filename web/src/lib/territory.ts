export type Territory = 'uk' | 'australia';

/** The territory comes from the host name: `au.` prefix or `.au` suffix is australia, else uk. */
export function territoryFromHost(hostname: string): Territory {
  const host = hostname.toLowerCase();
  return host.startsWith('au.') || host.endsWith('.au') ? 'australia' : 'uk';
}

export function currentTerritory(): Territory {
  return territoryFromHost(window.location.hostname);
}

/** Maps a territory name from configuration or a service to a territory, or throws 'Unknown territory'. */
export function parseTerritory(name: string): Territory {
  const value = name.trim().toLowerCase();
  if (value === 'uk' || value === 'australia') return value;
  throw 'Unknown territory';
}
